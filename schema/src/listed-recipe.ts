// What a recipe card shows of a recipe: all that a list page (All Recipes,
// Home's top recipes) keeps in its loader data, and so in the HTML. The rating
// travels as its two exact counters; the card derives the average (rating.ts).
import type { Recipe } from './recipe';

export type ListedRecipe = Pick<
  Recipe,
  'id' | 'title' | 'image' | 'cuisine' | 'prepTime' | 'likeCount' | 'ratingCount' | 'ratingSum'
>;

export function listedRecipe({
  id,
  title,
  image,
  cuisine,
  prepTime,
  likeCount,
  ratingCount,
  ratingSum,
}: ListedRecipe): ListedRecipe {
  return { id, title, image, cuisine, prepTime, likeCount, ratingCount, ratingSum };
}

/** A recipe as the REST API answers it (GET /recipes, GET /collections/{id}), as far as a card reads it. */
export type ApiRecipe = Record<string, unknown> & { _id: string; image: string; ratingAverage: number | null };

export const isApiRecipe = (body: unknown): body is ApiRecipe =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { _id?: unknown })._id === 'string' &&
  typeof (body as { image?: unknown }).image === 'string';

/** The exact sum behind the API's average (its count times its average, rounded). */
export const ratingSumOf = (body: ApiRecipe, ratingCount: number): number =>
  body.ratingAverage === null ? 0 : Math.round(body.ratingAverage * ratingCount);

/**
 * The API gives an image stored as a path on the site as an absolute URL (on the site's public
 * origin): a page keeps its own path for the same picture, so that nothing is loaded again.
 */
export function sameImage(shown: string, answered: string): string {
  return shown.startsWith('/') && answered.endsWith(shown) ? shown : answered;
}

/** The card for the API's answer for its recipe, `shown` (the card a page shows now, if any) brought up to date. */
export function listedFromApi(body: ApiRecipe, shown?: ListedRecipe): ListedRecipe {
  const fields: Record<string, unknown> = {
    ...shown,
    id: body._id,
    image: shown ? sameImage(shown.image, body.image) : body.image,
  };
  for (const field of ['title', 'cuisine', 'prepTime', 'likeCount', 'ratingCount'] as const) {
    if (field in body) fields[field] = body[field];
  }
  const next = fields as unknown as ListedRecipe;
  return listedRecipe({ ...next, ratingSum: ratingSumOf(body, next.ratingCount) });
}
