// Page cursors of GET /recipes/{id}/reviews (../signed-cursor.ts): the
// createdAt and id of the last review a page covered, bound to the recipe, so
// a cursor of one recipe's reviews is refused on another's.
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { readCursor, signCursor, type CursorPosition } from '../signed-cursor';
import type { StoredReviewDoc } from './collection';

/** Distinct from every recipe list's scope, which starts with a sort name. */
const scopeKey = (recipeId: string) => JSON.stringify(['reviews', recipeId]);

export const encodeReviewCursor = (recipeId: string, last: QueryDocumentSnapshot<StoredReviewDoc>): string =>
  signCursor(scopeKey(recipeId), { values: [last.data().createdAt], id: last.id });

export const decodeReviewCursor = (recipeId: string, cursor: string): CursorPosition =>
  readCursor(scopeKey(recipeId), ['timestamp'], cursor);
