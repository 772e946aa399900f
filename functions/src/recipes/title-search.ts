// `?q=` title search, the same as the web app's search box: every word typed
// must start a word of the title, ignoring case and accents ("spag" finds
// "Spaghetti Carbonara"). Recipes store `searchTokens` (schema/src/search.ts),
// so Firestore answers with one indexed `array-contains` on the query's token;
// only when that token cannot say everything (three or more words, or a word
// longer than the stored pair parts) are the results checked against the title.
import { matchesSearch, searchQuery } from '@recipe-book/schema/search';

export interface TitleSearch {
  /** What the user typed. */
  q: string;
  /** The token Firestore matches in `searchTokens`. */
  token: string;
  /** Whether each result must still be checked with `matchesSearch`. */
  needsCheck: boolean;
}

export function titleSearch(q: string | undefined): TitleSearch | undefined {
  const query = q === undefined ? undefined : searchQuery(q);
  return query && q !== undefined ? { q, ...query } : undefined;
}

/** Whether a recipe the token query returned really matches the search. */
export function matchesTitleSearch(search: TitleSearch | undefined, title: string): boolean {
  return !search?.needsCheck || matchesSearch(title, search.q);
}
