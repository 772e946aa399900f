// Import from a link: the REST API reads a recipe page into a draft of a new
// recipe (POST /recipes/import, docs/rest-api.md#importing-from-a-link) and
// stores nothing. Called on the site's own origin, where Hosting rewrites
// /api/** to the function, as the signed-in cook (their Firebase ID token).
import { type ImportedRecipe, importResultSchema } from '@recipe-book/schema/recipe-import';
import { ensureOnline } from '@/lib/ensure-online';
import { loadAuth } from '@/lib/firebase';

const IMPORT_PATH = '/api/recipes/import';

/** An import the API (or the app) refused, with the sentence to show the cook. */
export class ImportRecipeError extends Error {
  override name = 'ImportRecipeError';
}

const SIGN_IN_AGAIN = 'Please sign in again and try again.';

/** The API's own sentence (`{ error: { message } }`), as a sentence. */
function apiMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body;
  if (typeof error !== 'object' || error === null || !('message' in error) || typeof error.message !== 'string') {
    return undefined;
  }
  const message = error.message.trim();
  return message && (/[.!?]$/.test(message) ? message : `${message}.`);
}

function refusal(status: number, body: unknown): ImportRecipeError {
  // The API's 401 speaks to programmers (how to send a token); a cook only needs to sign in again.
  if (status === 401) return new ImportRecipeError(SIGN_IN_AGAIN);
  return new ImportRecipeError(apiMessage(body) ?? `The import failed (error ${status}). Please try again.`);
}

/**
 * Resolves with the draft and the page's address. An unreachable server
 * rejects with Firestore's `unavailable` code (as the app's writes do), every
 * refusal with an ImportRecipeError.
 */
export async function importRecipe(url: string): Promise<ImportedRecipe> {
  ensureOnline();
  const user = (await loadAuth()).currentUser;
  if (!user) throw new ImportRecipeError(SIGN_IN_AGAIN);
  const token = await user.getIdToken();
  let response: Response;
  try {
    response = await fetch(IMPORT_PATH, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url }),
    });
  } catch (cause) {
    throw Object.assign(new Error('The server could not be reached', { cause }), { code: 'unavailable' });
  }
  // An answer that is not JSON (a proxy's error page) is read as no body.
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw refusal(response.status, body);
  const result = importResultSchema.safeParse(body);
  if (!result.success) throw new ImportRecipeError('The server sent an answer we could not read. Please try again.');
  return result.data;
}
