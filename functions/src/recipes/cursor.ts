// Opaque page cursors for GET /recipes: the sort value and document id of the
// last recipe a page covered, so the next page starts right after it, even if
// that recipe has been deleted meanwhile. A cursor belongs to one sort order.
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { badRequest } from '../http/errors';
import type { StoredRecipeDoc } from './collection';
import { LIST_SORTS, SORT_NAMES, type ListSort } from './list-options';
import { isDocumentId } from './recipe-id';

export interface CursorPosition {
  value: number | Timestamp;
  id: string;
}

const cursorSchema = z.object({
  sort: z.enum(SORT_NAMES),
  // Seconds within the range Firestore timestamps allow (years 1–9999).
  value: z.union([
    z.number(),
    z.tuple([z.int().min(-62_135_596_800).max(253_402_300_799), z.int().min(0).max(999_999_999)]),
  ]),
  id: z.string().refine(isDocumentId),
});

export function encodeCursor(sort: ListSort, id: string, recipe: StoredRecipeDoc): string {
  const sortValue = recipe[LIST_SORTS[sort].field];
  const value = typeof sortValue === 'number' ? sortValue : [sortValue.seconds, sortValue.nanoseconds];
  return Buffer.from(JSON.stringify({ sort, value, id })).toString('base64url');
}

const invalidCursor = () => badRequest('invalid-parameter', 'cursor: is not a cursor this API issued for this sort');

export function decodeCursor(sort: ListSort, cursor: string): CursorPosition {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const parsed = cursorSchema.safeParse(decoded);
  if (!parsed.success || parsed.data.sort !== sort) throw invalidCursor();
  const { value, id } = parsed.data;
  const isTimestamp = LIST_SORTS[sort].field === 'createdAt';
  if (isTimestamp !== Array.isArray(value)) throw invalidCursor();
  return { value: Array.isArray(value) ? new Timestamp(value[0], value[1]) : value, id };
}
