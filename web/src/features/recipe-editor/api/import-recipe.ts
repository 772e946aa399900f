// Import from a link: the REST API reads a recipe page into a draft of a new
// recipe (POST /recipes/import, docs/rest-api.md#importing-from-a-link) and
// stores nothing. Called on the site's own origin as the signed-in cook.
import type { ImportedRecipe } from '@recipe-book/schema/recipe-import';
import { describeApiError, requestApi } from '@/lib/api-request';

/**
 * Resolves with the draft and the page's address. An unreachable server
 * rejects with Firestore's `unavailable` code (as the app's writes do), every
 * refusal with an ApiRequestError.
 */
async function importRecipe(url: string): Promise<ImportedRecipe> {
  // The answer's schema (and zod, 24 kB gzip) is downloaded with the first import, not with Add Recipe.
  const { importResultSchema } = await import('@recipe-book/schema/recipe-import');
  return requestApi('/recipes/import', { method: 'POST', json: { url }, answer: importResultSchema });
}

/** The draft, or what to tell the cook about why there is none. */
export async function importDraft(url: string): Promise<{ imported: ImportedRecipe } | { error: string }> {
  try {
    return { imported: await importRecipe(url) };
  } catch (failure) {
    return { error: describeApiError(failure) };
  }
}
