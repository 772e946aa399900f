// A visitor's collection page reads its collection again through the REST API
// (GET /api/collections/{id}, same-origin through Hosting), not through
// Firestore: a visitor's page carries no Firestore SDK, and the answer is the
// same for every visitor (`public, no-cache` with an ETag: docs/caching.md).
// lib/page-freshness.ts says when.
import type { CollectionPage } from '@recipe-book/schema/collection-page';
import { isApiRecipe, listedFromApi } from '@recipe-book/schema/listed-recipe';
import { VISIBILITIES, type Visibility } from '@recipe-book/schema/visibility';

interface CollectionAnswer {
  id: string;
  name: string;
  description: string;
  visibility: Visibility;
  owner: { displayName: string };
  recipes: unknown[];
}

const isCollectionAnswer = (body: unknown): body is CollectionAnswer => {
  const answer = body as Partial<CollectionAnswer> | null;
  return (
    typeof answer === 'object' &&
    answer !== null &&
    typeof answer.id === 'string' &&
    typeof answer.name === 'string' &&
    typeof answer.description === 'string' &&
    VISIBILITIES.includes(answer.visibility as Visibility) &&
    typeof answer.owner?.displayName === 'string' &&
    Array.isArray(answer.recipes)
  );
};

/**
 * The collection page as the API has it now, from the copy shown: null when
 * the API says there is none (deleted, or made private), undefined when no
 * answer came (offline, an error): the page then keeps its copy.
 */
export async function readPublicCollection(shown: CollectionPage): Promise<CollectionPage | null | undefined> {
  try {
    const response = await fetch(`/api/collections/${encodeURIComponent(shown.collection.id)}`, {
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
    });
    if (response.status === 404) return null;
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    if (!isCollectionAnswer(body) || body.id !== shown.collection.id) return undefined;
    const cards = new Map(shown.recipes.map((recipe) => [recipe.id, recipe]));
    return {
      collection: { ...shown.collection, name: body.name, description: body.description, visibility: body.visibility },
      ownerName: body.owner.displayName,
      recipes: body.recipes.filter(isApiRecipe).map((recipe) => listedFromApi(recipe, cards.get(recipe._id))),
    };
  } catch {
    return undefined;
  }
}
