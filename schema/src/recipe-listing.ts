// One page of All Recipes, read with bounded queries whatever the collection
// size, and never a count(): where the list has a kept total (all recipes, a
// cuisine: kept-totals.ts) the page may use it; a search or top rated has none
// and says what it knows ("more than 24"). Written once over a small
// `ListingSource`, which the web SDK (in the browser) and the Admin SDK (on the
// server) each provide, so both sides page exactly alike.
//
// Every order ends with the document id, so a cursor (sort value + id) is an
// exact position. How a page is reached decides the query:
//   page 1                 the first 12, and one more to know if a page follows
//   after=<cursor>         the 12 (+1) after it (Next, or the neighbour after)
//   before=<cursor>        the 12 before it (Previous, or the neighbour before)
//   last=1                 the end of the list, counted from the end (kept total only)
//   page=N without cursor  the rare path (a hand-typed URL, or a filter change
//                          that keeps the page number): with a kept total the
//                          first N·12 or the last total−(N−1)·12, whichever
//                          reads fewer; without one the first N·12 (+1), N at
//                          most UNCOUNTED_PAGE_LIMIT
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
import { type CursorValue, type ListQuery, type ListWindow, recipeListQuery, type RecipeSort } from './list-queries';
import { matchesRecipeSearch, recipeSearch, type RecipeSearch } from './search';

/** Prep time ascending or descending, or top rated; absent means newest first (list-queries.ts has the orders). */
export type ListingSort = Exclude<RecipeSort, '-createdAt'>;

/** What chooses the list and the position in it (the URL of All Recipes). */
export interface ListingQuery {
  cuisine?: Cuisine | undefined;
  q?: string | undefined;
  /** Foods a recipe must all have, comma-separated as in the URL (`chicken,garlic`): see foods.ts. */
  with?: string | undefined;
  /** Foods it must have none of, comma-separated (`nut,shellfish`). */
  without?: string | undefined;
  sort?: ListingSort | undefined;
  page?: number | undefined;
  after?: string | undefined;
  before?: string | undefined;
  last?: 1 | undefined;
  /** One cook's public recipes (their profile page, /cooks/{uid}): never in All Recipes' URL. */
  cookUid?: string | undefined;
}

export type ListingFilters = Pick<ListingQuery, 'cuisine' | 'q' | 'with' | 'without' | 'sort' | 'cookUid'>;

/** A `with`/`without` value as a list: the URL's validation (browse-search.ts) has normalised each food. */
const foodsIn = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : []);

/** The search the filters ask for (search.ts), or undefined for none: both readers query its token. */
export const listingSearch = ({ q, with: wanted, without }: ListingFilters): RecipeSearch | undefined =>
  recipeSearch(q, foodsIn(wanted), foodsIn(without));

/**
 * The filtered, ordered recipes of All Recipes (or of one cook's profile), as
 * both readers query them: the search's token (the text's, else the first
 * wanted food's); the rest of a search is checked on the page read.
 */
export const listingQuery = (filters: ListingFilters): ListQuery =>
  recipeListQuery(
    { cookUid: filters.cookUid, cuisine: filters.cuisine, token: listingSearch(filters)?.token },
    filters.sort,
  );

/** A recipe document as a listing reads it: its id, what a card shows, and its sort values. */
export interface ListingDoc {
  id: string;
  recipe: ListedRecipe;
  createdAt: CreatedAt;
  /** As stored (the backend keeps it): top rated's sort value, which the card does not show. */
  ratingAverage?: number | undefined;
  /** As stored (the backend keeps them): what a search by foods checks, which the card does not show. */
  foods?: readonly string[] | undefined;
}

/** The queries a listing needs, over the filtered and ordered recipes (cuisine, search token, sort, id). */
export interface ListingSource {
  read(window: ListWindow): Promise<ListingDoc[]>;
  /** The list's kept total, or undefined when it has none (a search, top rated): never counted. */
  keptTotal(): Promise<number | undefined>;
}

/** The furthest page a list without a kept total opens without a cursor (it reads every page before it). */
export const UNCOUNTED_PAGE_LIMIT = 25;

export interface RecipesPage {
  recipes: ListedRecipe[];
  /** The page shown: the requested one, or the last page when that was past the end. */
  page: number;
  /** Whether another page follows this one. */
  hasNext: boolean;
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

/** A page's documents, and whether more follow (read as one document past the page). */
interface ReadPage {
  docs: ListingDoc[];
  hasNext: boolean;
}

export async function readRecipesPage(source: ListingSource, query: ListingQuery): Promise<RecipesPage> {
  const requested = query.page ?? 1;
  const fromCursor = await pageByCursor(query, source);
  if (fromCursor && (fromCursor.docs.length > 0 || requested === 1)) return pageOf(query, fromCursor, requested);
  const total = await source.keptTotal();
  if (total === undefined) return uncountedPage(Math.min(requested, UNCOUNTED_PAGE_LIMIT), source, query);
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = query.last || requested > lastPage ? lastPage : requested;
  return pageOf(query, await pageByNumber(page, total, source), page);
}

function pageOf(query: ListingQuery, { docs, hasNext }: ReadPage, page: number): RecipesPage {
  // A search of 3+ words (or long words), a second wanted food or a food to leave out is checked on the
  // page read: the page can show fewer than PAGE_SIZE cards (docs/data-model.md, search).
  const search = listingSearch(query);
  const shown = search?.needsCheck
    ? docs.filter((doc) => matchesRecipeSearch({ title: doc.recipe.title, foods: doc.foods }, search))
    : docs;
  const first = docs[0];
  const last = docs.at(-1);
  return {
    recipes: shown.map((doc) => listedRecipe(doc.recipe)),
    page,
    hasNext,
    firstCursor: first && encodeCursor(query.sort, first),
    lastCursor: last && encodeCursor(query.sort, last),
  };
}

/** `count` documents from the start (or after `after`), and one more to tell whether the list goes on. */
async function readAhead(source: ListingSource, count: number, after?: CursorValue): Promise<ListingDoc[]> {
  return source.read({ first: count + 1, ...(after ? { after } : {}) });
}

/** Page `page` of documents read from the start of a list (or of a cursor, as page 1). */
function pageSlice(docs: ListingDoc[], page: number): ReadPage {
  const start = (page - 1) * PAGE_SIZE;
  return { docs: docs.slice(start, start + PAGE_SIZE), hasNext: docs.length > start + PAGE_SIZE };
}

/** The page from its cursor (or page 1), or undefined when it needs the page number first. */
async function pageByCursor(query: ListingQuery, source: ListingSource): Promise<ReadPage | undefined> {
  if ((query.page ?? 1) === 1) return pageSlice(await readAhead(source, PAGE_SIZE), 1);
  const after = query.after && decodeCursor(query.sort, query.after);
  if (after) return pageSlice(await readAhead(source, PAGE_SIZE, after), 1);
  const before = query.before && decodeCursor(query.sort, query.before);
  // The page the cursor began follows this one.
  if (before) return { docs: await source.read({ lastN: PAGE_SIZE, before }), hasNext: true };
  return undefined;
}

/** Page `page` of a list with a kept total, without a cursor, reading from whichever end is nearer. */
async function pageByNumber(page: number, total: number, source: ListingSource): Promise<ReadPage> {
  const fromStart = page * PAGE_SIZE;
  const fromEnd = total - (page - 1) * PAGE_SIZE;
  if (fromEnd <= 0) return { docs: [], hasNext: false };
  if (fromEnd <= fromStart) {
    return { docs: (await source.read({ lastN: fromEnd })).slice(0, PAGE_SIZE), hasNext: fromEnd > PAGE_SIZE };
  }
  return pageSlice(await readAhead(source, fromStart), page);
}

/** Page `page` of a list without a total: the first `page` pages; past the end, the last that has results. */
async function uncountedPage(page: number, source: ListingSource, query: ListingQuery): Promise<RecipesPage> {
  const docs = await readAhead(source, page * PAGE_SIZE);
  const shownPage = Math.min(page, Math.max(1, Math.ceil(docs.length / PAGE_SIZE)));
  return pageOf(query, pageSlice(docs, shownPage), shownPage);
}
