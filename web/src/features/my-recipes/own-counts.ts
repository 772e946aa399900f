// The dashboard's numbers about the user's own recipes, summed over their live
// list: no count() needed, and every change shows at once.
import { ratingAverage } from '@recipe-book/schema/rating';
import type { Recipe } from '@recipe-book/schema/recipe';

export interface OwnCounts {
  yours: number;
  wishlisted: number;
  /** Reviews of the user's recipes, and the sum of their stars (each recipe's exact counters). */
  reviews: number;
  ratingSum: number;
}

type Counted = Pick<Recipe, 'wishlistCount' | 'ratingCount' | 'ratingSum'>;

const total = (recipes: readonly Counted[], count: (recipe: Counted) => number) =>
  recipes.reduce((sum, recipe) => sum + count(recipe), 0);

/** Undefined while the list loads. */
export function ownCounts(recipes: readonly Counted[] | undefined): OwnCounts | undefined {
  if (!recipes) return undefined;
  return {
    yours: recipes.length,
    wishlisted: total(recipes, (recipe) => recipe.wishlistCount),
    reviews: total(recipes, (recipe) => recipe.ratingCount),
    ratingSum: total(recipes, (recipe) => recipe.ratingSum),
  };
}

/** The average of every review received, one decimal ("4.3"); undefined before the first. */
export function receivedAverage({ ratingSum, reviews }: Pick<OwnCounts, 'ratingSum' | 'reviews'>): string | undefined {
  return ratingAverage(ratingSum, reviews)?.toFixed(1);
}
