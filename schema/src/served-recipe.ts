// A recipe handed from the server-rendered page (functions/src/pages) to the
// app in the same HTML, so that the detail page's first render needs no
// Firestore read: the app starts from this copy and then listens live.
import { scriptSafeJson } from './recipe-json-ld';
import type { Recipe } from './recipe';

/** The id of the `<script type="application/json">` element that carries it. */
export const SERVED_RECIPE_ELEMENT_ID = 'served-recipe';

/** What of a recipe the page carries: everything the app shows (the search index stays on the server). */
function shownRecipe(recipe: Recipe): Omit<Recipe, 'searchTokens'> {
  const { searchTokens: _backendOnly, ...shown } = recipe;
  return shown;
}

/** A recipe as it comes back from served JSON (dates as ISO strings), or null when it is not one. */
function revivedRecipe(value: unknown): Recipe | null {
  const data = value as Omit<Recipe, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };
  if (typeof data?.id !== 'string' || typeof data.title !== 'string') return null;
  return { ...data, createdAt: new Date(data.createdAt), updatedAt: new Date(data.updatedAt) };
}

/** The recipe as JSON text that is safe inside a `<script>` element (dates as ISO strings). */
export function servedRecipeJson(recipe: Recipe): string {
  return scriptSafeJson(shownRecipe(recipe));
}

/** The recipe back from that text, dates as `Date`; null when it is not a served recipe. */
export function parseServedRecipe(text: string): Recipe | null {
  try {
    return revivedRecipe(JSON.parse(text));
  } catch {
    return null;
  }
}
