// What the recipes feature hands this one, through the route (features do not
// import each other): the recipe card All Recipes shows, and its live copy of
// a list of recipes (followed-recipes.tsx). This feature names only the props it passes.
import type { ListedRecipe } from '@recipe-book/schema/listed-recipe';
import type { ComponentType, ReactNode } from 'react';

export type RecipeCardSlot = ComponentType<{
  recipe: ListedRecipe;
  layout: 'grid' | 'list';
  /** Load the image at once (cards visible on first paint). */
  eager: boolean;
  headingLevel: 'h2';
}>;

/** Renders `children` with `recipes` as they are now: the same at first (hydration), then live. */
export type FollowedRecipesSlot = ComponentType<{
  recipes: ListedRecipe[];
  /** Follow each recipe by its own document (see followed-recipes.tsx). */
  each: true;
  children: (shown: ListedRecipe[]) => ReactNode;
}>;
