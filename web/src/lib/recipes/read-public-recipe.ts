// A visitor's recipe page reads its recipe again through the REST API
// (GET /api/recipes/{id}, same-origin through Hosting: docs/rest-api.md), and
// a visitor's list of cards the recipes it shows (GET /api/recipes?ids=),
// not through Firestore: a visitor's page carries no Firestore SDK, and the
// answer is the same for every visitor, so Hosting's CDN may answer it (it
// revalidates it by its ETag: docs/caching.md). lib/page-freshness.ts says when.
//
// The answer is the API's representation, not the stored document: the fields
// the page shows are taken from it, the rating's sum from its exact count and
// average; what it does not carry (the star counts behind the rating's bars)
// stays as the page's copy has it until the next page load.
import {
  isApiRecipe,
  listedFromApi,
  ratingSumOf,
  sameImage,
  type ApiRecipe,
  type ListedRecipe,
} from '@recipe-book/schema/listed-recipe';
import type { Recipe } from '@recipe-book/schema/recipe';

/** The fields of GET /recipes/{id} taken over as they are (same names, same values as stored). */
const SAME_FIELDS = [
  'title',
  'ingredients',
  'instructions',
  'cuisine',
  'prepTime',
  'servings',
  'cookTime',
  'categories',
  'visibility',
  'likeCount',
  'wishlistCount',
  'ratingCount',
  'ownerUid',
  'displayName',
] as const satisfies readonly (keyof Recipe)[];

/** The API's fields that are null when the stored recipe has none (absent from the document). */
const NULLABLE_FIELDS = ['sourceUrl', 'nutrition', 'videoUrl'] as const satisfies readonly (keyof Recipe)[];

function fromApi(shown: Recipe, body: ApiRecipe): Recipe {
  const next: Recipe = { ...shown, image: sameImage(shown.image, body.image) };
  const fields = next as unknown as Record<string, unknown>;
  for (const field of SAME_FIELDS) if (field in body) fields[field] = body[field];
  for (const field of NULLABLE_FIELDS) {
    if (body[field] === null || body[field] === undefined) delete fields[field];
    else fields[field] = body[field];
  }
  next.ratingSum = ratingSumOf(body, next.ratingCount);
  if (typeof body.createdAt === 'string') next.createdAt = new Date(body.createdAt);
  if (typeof body.updatedAt === 'string') next.updatedAt = new Date(body.updatedAt);
  return next;
}

/**
 * The recipe as the API has it now, from the copy shown (`shown`): null when
 * the API says there is none (deleted, or made private), undefined when no
 * answer came (offline, an error): the page then keeps its copy.
 */
export async function readPublicRecipe(shown: Recipe): Promise<Recipe | null | undefined> {
  try {
    const response = await fetch(`/api/recipes/${encodeURIComponent(shown.id)}`, {
      headers: { Accept: 'application/json' },
    });
    if (response.status === 404) return null;
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    return isApiRecipe(body) && body._id === shown.id ? fromApi(shown, body) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The cards shown (`shown`) as the API has them now, in the same order: those
 * deleted or no longer public left out; undefined when no answer came (the
 * list then keeps its copy).
 */
export async function readPublicListed(shown: readonly ListedRecipe[]): Promise<ListedRecipe[] | undefined> {
  try {
    const ids = shown.map((recipe) => encodeURIComponent(recipe.id)).join(',');
    // `no-cache`: the browser asks again rather than answer from its own copy (max-age 30 s), so the
    // bound stays the CDN's (docs/caching.md).
    const response = await fetch(`/api/recipes?ids=${ids}`, {
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    if (!Array.isArray(body)) return undefined;
    const answered = new Map(body.filter(isApiRecipe).map((recipe) => [recipe._id, recipe]));
    return shown.flatMap((recipe) => {
      const current = answered.get(recipe.id);
      return current ? [listedFromApi(current, recipe)] : [];
    });
  } catch {
    return undefined;
  }
}
