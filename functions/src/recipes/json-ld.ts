// GET /recipes/{id}?format=jsonld: the recipe as the schema.org `Recipe` JSON-LD
// its page carries, made by the page's own builder (schema/src/recipe-json-ld.ts)
// from the same inputs: the recipe as the app maps it, its newest reviews, and
// the site's public origin for its URLs. Apps that import recipes (Mealie,
// Tandoor) read exactly what search engines read on the page.
import { JSON_LD_REVIEWS } from '@recipe-book/schema/constants';
import { JSON_LD_MEDIA_TYPE, recipeJsonLd, type RecipeJsonLd } from '@recipe-book/schema/recipe-json-ld';
import { reviewFromStored } from '@recipe-book/schema/review-listing';
import { recipeFromStored } from '@recipe-book/schema/stored-recipe';
import { publicSiteOrigin } from '../config';
import type { StoredRecipeDoc } from './collection';
import { newestReviewsFirst } from './reviews/list-reviews';

/** The media type of a JSON-LD answer. */
export const JSON_LD_CONTENT_TYPE = `${JSON_LD_MEDIA_TYPE}; charset=utf-8`;

export async function toRecipeJsonLd(id: string, stored: StoredRecipeDoc): Promise<RecipeJsonLd> {
  const recipe = recipeFromStored(id, stored);
  // The JSON-LD tells reviews only beside a rating: a recipe without one reads none.
  const reviews = recipe.ratingCount === 0 ? [] : (await newestReviewsFirst(id).limit(JSON_LD_REVIEWS).get()).docs;
  return recipeJsonLd(
    publicSiteOrigin(),
    recipe,
    reviews.map((doc) => reviewFromStored(doc.id, doc.data())),
  );
}
