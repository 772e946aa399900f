// What the route hands this one: the recipe card All Recipes shows
// (components/recipes/recipe-card.tsx), and the browse feature's live copy of
// a list of recipes (followed-recipes.tsx; features do not import each other). This feature names only the props it passes.
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
