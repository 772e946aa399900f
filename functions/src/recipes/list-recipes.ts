// GET /recipes as Firestore queries: filters and sort run in Firestore (backed
// by firestore.indexes.json) and every request reads a bounded number of documents.
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { LIST_LIMIT, type Cuisine } from '@recipe-book/schema/constants';
import { recipeListQuery } from '@recipe-book/schema/list-queries';
import { adminQuery } from '../lib/admin-query';
import { recipeConverter, type StoredRecipeDoc } from './collection';
import type { CursorPosition } from './cursor';
import type { ListSort } from './list-options';
import { matchesListSearch, type ListSearch } from './list-search';

type RecipeSnapshot = QueryDocumentSnapshot<StoredRecipeDoc>;

interface ListFilters {
  /** The caller's own recipes, all of them whatever their visibility (the route checks it is the caller's uid). */
  ownerUid?: string;
  /** One cook's public recipes (GET /cooks/{uid}/recipes): anyone may list them. */
  cookUid?: string;
  cuisine?: Cuisine;
  search?: ListSearch;
}

export interface ListRequest {
  filters: ListFilters;
  sort: ListSort;
  limit: number;
  after?: CursorPosition;
}

export interface ListPage {
  recipes: RecipeSnapshot[];
  /** The last recipe this page covered, when more may follow: the next page starts after it. */
  resumeAfter?: RecipeSnapshot;
}

/**
 * Most documents one request reads when search results are checked on the
 * results (see list-search.ts: a third word, a second wanted food, a food to
 * leave out). A page can then hold fewer than `limit` recipes, even none, and
 * still have a next page; the list ends only when no cursor comes back.
 */
const SCAN_BUDGET = 200;

export async function listRecipes({ filters, sort, limit, after }: ListRequest): Promise<ListPage> {
  // All Recipes' query (schema/src/list-queries.ts): its filters, its sort, the id breaking ties.
  const { ownerUid, cookUid, cuisine, search } = filters;
  const query = adminQuery(
    recipeListQuery({ ownerUid, cookUid, cuisine, token: search?.token }, sort),
    recipeConverter,
  );
  // Reading limit + 1 tells, in one query, whether another page exists.
  const batchSize = (filters.search?.needsCheck ? LIST_LIMIT.max : limit) + 1;
  const recipes: RecipeSnapshot[] = [];
  let start = after ? query.startAfter(...after.values, after.id) : query;
  let covered: RecipeSnapshot | undefined;
  let scanned = 0;
  for (;;) {
    const batch = await start.limit(batchSize).get();
    for (const doc of batch.docs) {
      if (matchesListSearch(filters.search, doc.data())) {
        if (recipes.length === limit) return { recipes, resumeAfter: covered };
        recipes.push(doc);
      }
      covered = doc;
    }
    scanned += batch.size;
    if (batch.size < batchSize || !covered) return { recipes };
    if (scanned >= SCAN_BUDGET) return { recipes, resumeAfter: covered };
    start = query.startAfter(covered);
  }
}
