// The recipe that the server-rendered recipe page carries in its HTML
// (functions/src/pages/recipe-page.ts), for the first render of that page
// without waiting for a Firestore read. Taken once: a later visit to the same
// page within the app reads Firestore, which by then may know more.
import type { Recipe } from '@recipe-book/schema/recipe';
import { parseServedRecipe, SERVED_RECIPE_ELEMENT_ID } from '@recipe-book/schema/served-recipe';

export function takeServedRecipe(id: string): Recipe | undefined {
  const element = document.getElementById(SERVED_RECIPE_ELEMENT_ID);
  const recipe = element && parseServedRecipe(element.textContent ?? '');
  if (!element || recipe?.id !== id) return undefined;
  element.remove();
  return recipe;
}
