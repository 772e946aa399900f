// One page of All Recipes, read with bounded queries whatever the collection
// size: at most 12 documents for the page, and a `count()` only when the page
// cannot be found without it. Written once over a small `ListingSource`, which
// the web SDK (in the browser) and the Admin SDK (on the server) each provide,
// so both sides page exactly alike.
//
// Every order ends with the document id, so a cursor (sort value + id) is an
// exact position. How a page is reached decides the query:
//   page 1                 the first 12
//   after=<cursor>         the 12 after it (Next, or the neighbour after)
//   before=<cursor>        the 12 before it (Previous, or the neighbour before)
//   last=1                 the end of the list, counted from the end
//   page=N without cursor  the rare path (a hand-typed URL, or a filter change
//                          that keeps the page number): the first N·12 or the
//                          last total−(N−1)·12, whichever reads fewer
// A page past the end, or a stale cursor that finds nothing, shows the last
// page that has results: never an empty page while results exist.
import {
  type CreatedAt,
  createdAtOf,
  newestFirstCursor,
  prepTimeCursor,
  prepTimeOf,
  splitCursor,
  topRatedCursor,
  topRatedOf,
} from './browse-cursor';
import { type Cuisine, PAGE_SIZE } from './constants';
import { listedRecipe, type ListedRecipe } from './listed-recipe';
import { matchesSearch } from './search';

/** Prep time ascending or descending, or top rated; absent means newest first. */
export type ListingSort = 'prepTime' | '-prepTime' | '-rating';

/** One field of an order; the document id follows the last one, in its direction. */
export interface OrderField {
  field: 'createdAt' | 'prepTime' | 'ratingAverage' | 'ratingCount';
  direction: 'asc' | 'desc';
}

const ORDERS = {
  newest: [{ field: 'createdAt', direction: 'desc' }],
  prepTime: [{ field: 'prepTime', direction: 'asc' }],
  '-prepTime': [{ field: 'prepTime', direction: 'desc' }],
  // Firestore leaves a document out of an order by a field it lacks: recipes
  // without a review (no average) are not in this list, and not counted in it.
  '-rating': [
    { field: 'ratingAverage', direction: 'desc' },
    { field: 'ratingCount', direction: 'desc' },
  ],
} as const satisfies Record<string, readonly OrderField[]>;

/** The fields a list is ordered by, as both readers turn them into query constraints (firestore.indexes.json has each). */
export function listingOrder(sort: ListingSort | undefined): readonly OrderField[] {
  return ORDERS[sort ?? 'newest'];
}

/** What chooses the list and the position in it (the URL of All Recipes). */
export interface ListingQuery {
  cuisine?: Cuisine | undefined;
  q?: string | undefined;
  sort?: ListingSort | undefined;
  page?: number | undefined;
  after?: string | undefined;
  before?: string | undefined;
  last?: 1 | undefined;
}

export type ListingFilters = Pick<ListingQuery, 'cuisine' | 'q' | 'sort'>;

/** A position to start after or end before: the sort values (a Timestamp's parts, or numbers), then the id. */
export type CursorValue = readonly [...(CreatedAt | number)[], string];

/** A window of the ordered list, as each SDK expresses it in its own query constraints. */
export type ListingWindow = { first: number; after?: CursorValue } | { lastN: number; before?: CursorValue };

/** A recipe document as a listing reads it: its id, what a card shows, and its sort values. */
export interface ListingDoc {
  id: string;
  recipe: ListedRecipe;
  createdAt: CreatedAt;
  /** As stored (the backend keeps it): top rated's sort value, which the card does not show. */
  ratingAverage?: number | undefined;
}

/** The queries a listing needs, over the filtered and ordered recipes (cuisine, search token, sort, id). */
export interface ListingSource {
  read(window: ListingWindow): Promise<ListingDoc[]>;
  count(): Promise<number>;
}

export interface RecipesPage {
  recipes: ListedRecipe[];
  /** The page shown: the requested one, or the last page when that was past the end. */
  page: number;
  /** Cursors of the first and last recipe shown, for the Previous and Next links. */
  firstCursor?: string | undefined;
  lastCursor?: string | undefined;
}

function encodeCursor(sort: ListingSort | undefined, doc: ListingDoc): string {
  if (sort === undefined) return newestFirstCursor(doc.createdAt, doc.id);
  // A recipe in the top-rated order has an average (the order leaves out those without).
  if (sort === '-rating') return topRatedCursor(doc.ratingAverage ?? 0, doc.recipe.ratingCount, doc.id);
  return prepTimeCursor(doc.recipe.prepTime, doc.id);
}

/** The values of a cursor, or undefined if it does not fit the sort. */
export function decodeCursor(sort: ListingSort | undefined, cursor: string): CursorValue | undefined {
  const parts = splitCursor(cursor);
  if (!parts) return undefined;
  const { value, id } = parts;
  const values = sort === undefined ? createdAtOf(value) : sort === '-rating' ? topRatedOf(value) : prepTimeOf(value);
  if (values === undefined) return undefined;
  return [...(Array.isArray(values) ? values : [values]), id];
}

export async function readRecipesPage(source: ListingSource, query: ListingQuery): Promise<RecipesPage> {
  const requested = query.page ?? 1;
  const fromCursor = await pageByCursor(query, source);
  if (fromCursor && (fromCursor.length > 0 || requested === 1)) return pageOf(query, fromCursor, requested);
  const total = await source.count();
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = query.last || requested > lastPage ? lastPage : requested;
  return pageOf(query, await pageByNumber(page, total, source), page);
}

function pageOf(query: ListingQuery, docs: ListingDoc[], page: number): RecipesPage {
  // A search of 3+ words (or long words) may find a few titles that miss a word.
  const shown = query.q ? docs.filter((doc) => matchesSearch(doc.recipe.title, query.q ?? '')) : docs;
  const first = docs[0];
  const last = docs.at(-1);
  return {
    recipes: shown.map((doc) => listedRecipe(doc.recipe)),
    page,
    firstCursor: first && encodeCursor(query.sort, first),
    lastCursor: last && encodeCursor(query.sort, last),
  };
}

/** The page from its cursor (or page 1), or undefined when it needs the total first. */
async function pageByCursor(query: ListingQuery, source: ListingSource) {
  if ((query.page ?? 1) === 1) return source.read({ first: PAGE_SIZE });
  const after = query.after && decodeCursor(query.sort, query.after);
  if (after) return source.read({ first: PAGE_SIZE, after });
  const before = query.before && decodeCursor(query.sort, query.before);
  if (before) return source.read({ lastN: PAGE_SIZE, before });
  return undefined;
}

/** Page `page` without a cursor, reading from whichever end is nearer. */
async function pageByNumber(page: number, total: number, source: ListingSource) {
  const fromStart = page * PAGE_SIZE;
  const fromEnd = total - (page - 1) * PAGE_SIZE;
  if (fromEnd <= 0) return [];
  if (fromEnd <= fromStart) return (await source.read({ lastN: fromEnd })).slice(0, PAGE_SIZE);
  return (await source.read({ first: fromStart })).slice(-PAGE_SIZE);
}
