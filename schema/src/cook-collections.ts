// A cook's public collections as their profile page (/cooks/{uid}) lists
// them, after their recipes: read by the route's loader (the server's Admin
// SDK or the browser's web SDK, CollectionReader in collection-page.ts), and
// followed live once the page has loaded. Public ones only, most recently
// changed first: the one list of another cook's collections the rules allow.

/** How many of a cook's public collections their page shows at most (the most recently changed). */
export const COOK_PAGE_COLLECTIONS = 12;

/** How many recipe pictures a collection's cover shows at most (a 2 × 2 grid). */
const COVER_IMAGES = 4;

/** One of a cook's public collections as their page shows it: a card with its cover. */
export interface CookCollection {
  id: string;
  name: string;
  recipeCount: number;
  /** The first recipes' ids (up to COVER_IMAGES): the cover is read again only once they change. */
  coverRecipeIds: string[];
  /** The pictures of those recipes that anyone may read, in order. */
  cover: string[];
}

/** The recipes a collection's cover is made of: its first ones. */
export const coverRecipeIdsOf = (recipeIds: readonly string[]): string[] => recipeIds.slice(0, COVER_IMAGES);
