// One page of All Recipes, read with bounded queries whatever the collection
// size: at most 12 documents for the page; the total comes from one `count()`
// (use-recipe-count.ts), which the cards do not wait for. The hooks import
// this module (and with it the Firestore SDK) only when they have to read.
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
// Only the last two need the total first. A page past the end, or a stale
// cursor that finds nothing, shows the last page that has results: never an
// empty page while results exist.
import {
  documentId,
  endBefore,
  type Firestore,
  getCountFromServer,
  getDocs,
  limit,
  limitToLast,
  orderBy,
  query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  startAfter,
  where,
} from 'firebase/firestore';
import { CUISINES, type Cuisine, PAGE_SIZE } from '@recipe-book/schema/constants';
import type { Recipe } from '@recipe-book/schema/recipe';
import { matchesSearch, searchQuery } from '@recipe-book/schema/search';
import type { ListedRecipe } from '@recipe-book/schema/served-browse-page';
import type { BrowseSearch } from '../browse-search';
import { decodeCursor, encodeCursor } from './page-cursor';
import { meterReads } from './read-meter';
import { recipesCollection } from './recipe-refs';

export interface RecipesPage {
  recipes: ListedRecipe[];
  /** The page shown: the requested one, or the last page when that was past the end. */
  page: number;
  /** Known when the page needed it (last page, no cursor); else ask useRecipeCount. */
  total?: number | undefined;
  /** Cursors of the first and last recipe shown, for the Previous and Next links. */
  firstCursor?: string | undefined;
  lastCursor?: string | undefined;
}

type Filters = Pick<BrowseSearch, 'cuisine' | 'q' | 'sort'>;

function constraintsOf({ cuisine, q, sort }: Filters): QueryConstraint[] {
  const search = searchQuery(q);
  const direction = sort === 'prepTime' ? 'asc' : 'desc';
  return [
    ...(cuisine ? [where('cuisine', '==', cuisine)] : []),
    ...(search ? [where('searchTokens', 'array-contains', search.token)] : []),
    orderBy(sort ? 'prepTime' : 'createdAt', direction),
    orderBy(documentId(), direction),
  ];
}

/** How many recipes match the cuisine and search: one count() aggregation. */
export async function countRecipes(db: Firestore, filters: Filters): Promise<number> {
  const snapshot = await getCountFromServer(query(recipesCollection(db), ...constraintsOf(filters)));
  meterReads({ aggregations: 1 });
  return snapshot.data().count;
}

/**
 * The cuisines that have at least one recipe: one `limit(1)` query per known
 * cuisine, so at most five documents whatever the collection size.
 */
export async function findCuisinesInUse(db: Firestore): Promise<Cuisine[]> {
  const found = await Promise.all(
    CUISINES.map((cuisine) => getDocs(query(recipesCollection(db), where('cuisine', '==', cuisine), limit(1)))),
  );
  meterReads({ documents: found.reduce((sum, snapshot) => sum + snapshot.size, 0) });
  return CUISINES.filter((_, i) => !found[i]?.empty);
}

export async function loadRecipesPage(db: Firestore, search: BrowseSearch): Promise<RecipesPage> {
  const ordered = query(recipesCollection(db), ...constraintsOf(search));
  const read: Read = async (...window) => {
    const snapshot = await getDocs(query(ordered, ...window));
    meterReads({ documents: snapshot.size });
    return snapshot.docs;
  };
  const requested = search.page ?? 1;
  const fromCursor = await pageByCursor(search, read);
  if (fromCursor && (fromCursor.length > 0 || requested === 1)) {
    return pageOf(search, fromCursor, requested, requested === 1 && fromCursor.length === 0 ? 0 : undefined);
  }
  const total = await countRecipes(db, search);
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = search.last || requested > lastPage ? lastPage : requested;
  return pageOf(search, await pageByNumber(page, total, read), page, total);
}

function pageOf(search: Filters, docs: QueryDocumentSnapshot<Recipe>[], page: number, total?: number): RecipesPage {
  // A search of 3+ words (or long words) may find a few titles that miss a word.
  const shown = search.q ? docs.filter((doc) => matchesSearch(doc.data().title, search.q ?? '')) : docs;
  const first = docs[0];
  const last = docs.at(-1);
  return {
    recipes: shown.map((doc) => doc.data()),
    page,
    total,
    firstCursor: first && encodeCursor(search.sort, first),
    lastCursor: last && encodeCursor(search.sort, last),
  };
}

type Read = (...window: QueryConstraint[]) => Promise<QueryDocumentSnapshot<Recipe>[]>;

/** The page from its cursor (or page 1), or undefined when it needs the total first. */
async function pageByCursor(search: BrowseSearch, read: Read) {
  if ((search.page ?? 1) === 1) return read(limit(PAGE_SIZE));
  const after = search.after && decodeCursor(search.sort, search.after);
  if (after) return read(startAfter(...after), limit(PAGE_SIZE));
  const before = search.before && decodeCursor(search.sort, search.before);
  if (before) return read(endBefore(...before), limitToLast(PAGE_SIZE));
  return undefined;
}

/** Page `page` without a cursor, reading from whichever end is nearer. */
async function pageByNumber(page: number, total: number, read: Read) {
  const fromStart = page * PAGE_SIZE;
  const fromEnd = total - (page - 1) * PAGE_SIZE;
  if (fromEnd <= 0) return [];
  if (fromEnd <= fromStart) return (await read(limitToLast(fromEnd))).slice(0, PAGE_SIZE);
  return (await read(limit(fromStart))).slice(-PAGE_SIZE);
}
