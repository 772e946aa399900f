// Page cursors of GET /recipes (signed-cursor.ts): the sort values and id of
// the last recipe a page covered, bound to the list's filters and sort.
import { type OrderField, RECIPE_SORTS } from '@recipe-book/schema/list-queries';
import { wordsOf } from '@recipe-book/schema/search';
import type { StoredRecipeDoc } from './collection';
import type { ListSort } from './list-options';
import { readCursor, signCursor, type CursorPosition, type SortValue, type SortValueKind } from './signed-cursor';

export type { CursorPosition } from './signed-cursor';

/** The query a cursor belongs to. */
export interface CursorScope {
  sort: ListSort;
  cuisine?: string;
  q?: string;
  ownerUid?: string;
  /** A cook's public recipes (GET /cooks/{uid}/recipes): their cursors fit no other list. */
  cookUid?: string;
  /** Foods to have and to leave out (normalised, so `Tomatoes` and `tomato` share cursors). */
  with?: readonly string[];
  without?: readonly string[];
}

/** The same query written differently (`q=Soup` or `q=soup `) has the same scope. */
function scopeKey({ sort, cuisine, q, ownerUid, cookUid, with: wanted = [], without = [] }: CursorScope): string {
  const words = q === undefined ? '' : wordsOf(q).join(' ');
  // The key of a list without a cook or foods is what it was before those filters existed: its cursors stay valid.
  return JSON.stringify([
    sort,
    cuisine ?? '',
    words,
    ownerUid ?? '',
    ...(cookUid ? [`cook:${cookUid}`] : []),
    ...(wanted.length > 0 ? [`with:${[...wanted].sort().join(',')}`] : []),
    ...(without.length > 0 ? [`without:${[...without].sort().join(',')}`] : []),
  ]);
}

type SortField = OrderField['field'];

/** The fields of the sort, in turn (the id follows them in every order). */
const fieldsOf = (sort: ListSort): SortField[] => RECIPE_SORTS[sort].map(({ field }) => field);

const kindOf = (field: SortField): SortValueKind => (field === 'createdAt' ? 'timestamp' : 'number');

function sortValue(recipe: StoredRecipeDoc, field: SortField): SortValue {
  const value = recipe[field];
  // A query ordered by a field returns only documents that have it.
  if (value === undefined) throw new Error(`A recipe in a list ordered by ${field} has no ${field}`);
  return value;
}

export function encodeCursor(scope: CursorScope, id: string, recipe: StoredRecipeDoc): string {
  const values = fieldsOf(scope.sort).map((field) => sortValue(recipe, field));
  return signCursor(scopeKey(scope), { values, id });
}

export function decodeCursor(scope: CursorScope, cursor: string): CursorPosition {
  return readCursor(scopeKey(scope), fieldsOf(scope.sort).map(kindOf), cursor);
}
