// The recipe card a collection shows: the one All Recipes shows, handed in by
// the route (features do not import each other), so this feature names only
// the props it passes.
import type { ListedRecipe } from '@recipe-book/schema/listed-recipe';
import type { ComponentType } from 'react';

export type RecipeCardSlot = ComponentType<{
  recipe: ListedRecipe;
  layout: 'grid' | 'list';
  /** Load the image at once (cards visible on first paint). */
  eager: boolean;
  headingLevel: 'h2';
}>;
