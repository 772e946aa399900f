// The first page of All Recipes (newest first, no filter), handed from the
// server-rendered /allRecipes (functions/src/pages) to the app in the same
// HTML: the app's first render of that page needs no Firestore at all, and the
// browser fetches the first pictures while the app starts.
import { CUISINES, type Cuisine } from './constants';
import type { Recipe } from './recipe';
import { scriptSafeJson } from './recipe-json-ld';

/** What a card in the list shows of a recipe, and all that the page carries of it. */
export type ListedRecipe = Pick<Recipe, 'id' | 'title' | 'image' | 'cuisine' | 'prepTime' | 'likeCount'>;

export function listedRecipe({ id, title, image, cuisine, prepTime, likeCount }: ListedRecipe): ListedRecipe {
  return { id, title, image, cuisine, prepTime, likeCount };
}

/** The id of the `<script type="application/json">` element that carries it. */
export const SERVED_BROWSE_PAGE_ELEMENT_ID = 'served-browse-page';

export interface ServedBrowsePage {
  /** The first PAGE_SIZE recipes, newest first. */
  recipes: ListedRecipe[];
  /** How many recipes there are. */
  total: number;
  /** The cuisines that have at least one recipe, for the filter. */
  cuisines: Cuisine[];
  /** Cursor of the last recipe shown (browse-cursor.ts), for the Next link. */
  lastCursor?: string | undefined;
}

export function servedBrowsePageJson(page: ServedBrowsePage): string {
  return scriptSafeJson({ ...page, recipes: page.recipes.map(listedRecipe) });
}

function isListedRecipe(value: unknown): value is ListedRecipe {
  const recipe = value as Partial<Record<keyof ListedRecipe, unknown>> | null;
  return typeof recipe?.id === 'string' && typeof recipe.title === 'string' && typeof recipe.image === 'string';
}

/** The page back from that text; null when it is not a served page. */
export function parseServedBrowsePage(text: string): ServedBrowsePage | null {
  try {
    const data = JSON.parse(text) as Partial<Record<keyof ServedBrowsePage, unknown>>;
    if (!Array.isArray(data.recipes) || typeof data.total !== 'number' || !Array.isArray(data.cuisines)) return null;
    if (!data.recipes.every(isListedRecipe)) return null;
    return {
      recipes: data.recipes.map(listedRecipe),
      total: data.total,
      cuisines: CUISINES.filter((cuisine) => (data.cuisines as unknown[]).includes(cuisine)),
      lastCursor: typeof data.lastCursor === 'string' ? data.lastCursor : undefined,
    };
  } catch {
    return null;
  }
}
