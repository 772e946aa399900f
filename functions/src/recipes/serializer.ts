// A stored recipe as the API returns it. Fields are picked one by one, so an
// internal field (searchTokens, ratingSum) or anything unexpected never leaks
// into a response.
// An image stored as a path on the site comes back as a URL on the site, which
// a client on another origin can load; what is stored stays as it is.
import { ratingAverage } from '@recipe-book/schema/rating';
import { totalTime } from '@recipe-book/schema/recipe-time';
import { convertSteps } from '@recipe-book/schema/oven-temperatures';
import { scaleIngredients } from '@recipe-book/schema/scale-ingredients';
import { convertIngredients, type UnitSystem } from '@recipe-book/schema/units';
import { absoluteImageUrl } from '../http/public-urls';
import type { StoredRecipeDoc } from './collection';
import type { OneRecipeResponse, RatingSummary, RecipeResponse } from './response-schemas';

/**
 * The rating from the two counters every review write moves exactly, so it is
 * right the moment a review is written: the stored `ratingAverage` (kept by a
 * trigger, for sorting) follows a moment later.
 */
export function toRatingSummary({
  ratingCount,
  ratingSum,
}: Pick<StoredRecipeDoc, 'ratingCount' | 'ratingSum'>): RatingSummary {
  return { ratingCount, ratingAverage: ratingAverage(ratingSum, ratingCount) ?? null };
}

export function toRecipeResponse(id: string, recipe: StoredRecipeDoc): RecipeResponse {
  return {
    _id: id,
    title: recipe.title,
    image: absoluteImageUrl(recipe.image),
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    cuisine: recipe.cuisine,
    prepTime: recipe.prepTime,
    servings: recipe.servings,
    cookTime: recipe.cookTime,
    totalTime: totalTime(recipe),
    categories: recipe.categories,
    sourceUrl: recipe.sourceUrl ?? null,
    nutrition: recipe.nutrition ?? null,
    videoUrl: recipe.videoUrl ?? null,
    visibility: recipe.visibility,
    likeCount: recipe.likeCount,
    likes: recipe.likeCount,
    wishlistCount: recipe.wishlistCount,
    ...toRatingSummary(recipe),
    ownerUid: recipe.ownerUid,
    displayName: recipe.displayName,
    createdAt: recipe.createdAt.toDate().toISOString(),
    updatedAt: recipe.updatedAt.toDate().toISOString(),
  };
}

/** How GET /recipes/{id} was asked to show the recipe: for other servings, in other units, or both. */
export interface RecipeView {
  servings?: number;
  units?: UnitSystem;
}

/**
 * The recipe with its ingredient lines rewritten from the servings it was
 * written for to `view.servings`, and its lines and steps in `view.units`;
 * `servings` in the answer stays the recipe's own. Scaling and converting are
 * one step, so an amount is rounded once.
 */
export function toRecipeView(id: string, recipe: StoredRecipeDoc, view: RecipeView): OneRecipeResponse {
  const response = toRecipeResponse(id, recipe);
  const { servings, units } = view;
  const scale = servings === undefined ? undefined : { from: recipe.servings, to: servings };
  if (units === undefined) {
    if (servings === undefined) return response;
    return {
      ...response,
      ingredients: scaleIngredients(recipe.ingredients, recipe.servings, servings),
      scaledTo: servings,
    };
  }
  return {
    ...response,
    ingredients: convertIngredients(recipe.ingredients, units, scale),
    instructions: convertSteps(recipe.instructions, units),
    ...(servings === undefined ? {} : { scaledTo: servings }),
    convertedTo: units,
  };
}
