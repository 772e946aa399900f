// Opaque page cursors for GET /recipes: the sort value and document id of the
// last recipe a page covered, so the next page starts right after it, even if
// that recipe has been deleted meanwhile. A cursor is signed together with the
// query it belongs to (filters and sort, not the page size): one that was
// altered, or is sent with other filters or another sort, is refused with a
// 400 instead of quietly paging through another list.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { wordsOf } from '@recipe-book/schema/search';
import { cursorSecret } from '../config';
import { badRequest } from '../http/errors';
import type { StoredRecipeDoc } from './collection';
import { LIST_SORTS, type ListSort } from './list-options';
import { isDocumentId } from './recipe-id';

export interface CursorPosition {
  value: number | Timestamp;
  id: string;
}

/** The query a cursor belongs to. */
export interface CursorScope {
  sort: ListSort;
  cuisine?: string;
  q?: string;
  ownerUid?: string;
}

const positionSchema = z.object({
  // Seconds within the range Firestore timestamps allow (years 1–9999).
  value: z.union([
    z.number(),
    z.tuple([z.int().min(-62_135_596_800).max(253_402_300_799), z.int().min(0).max(999_999_999)]),
  ]),
  id: z.string().refine(isDocumentId),
});

/** The same query written differently (`q=Soup` or `q=soup `) has the same scope. */
function scopeKey({ sort, cuisine, q, ownerUid }: CursorScope): string {
  return JSON.stringify([sort, cuisine ?? '', q === undefined ? '' : wordsOf(q).join(' '), ownerUid ?? '']);
}

function signature(payload: string, scope: CursorScope): Buffer {
  return createHmac('sha256', cursorSecret())
    .update(`${payload}\n${scopeKey(scope)}`)
    .digest();
}

export function encodeCursor(scope: CursorScope, id: string, recipe: StoredRecipeDoc): string {
  const sortValue = recipe[LIST_SORTS[scope.sort].field];
  const value = typeof sortValue === 'number' ? sortValue : [sortValue.seconds, sortValue.nanoseconds];
  const payload = Buffer.from(JSON.stringify({ value, id })).toString('base64url');
  return `${payload}.${signature(payload, scope).toString('base64url')}`;
}

const invalidCursor = () =>
  badRequest(
    'invalid-parameter',
    'cursor: is not a cursor this API issued for these filters and this sort; start again without it',
  );

function readPosition(payload: string): z.output<typeof positionSchema> {
  try {
    const parsed = positionSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: refused below like any other foreign cursor
  }
  throw invalidCursor();
}

export function decodeCursor(scope: CursorScope, cursor: string): CursorPosition {
  const [payload = '', signed = '', ...rest] = cursor.split('.');
  const expected = signature(payload, scope);
  const given = Buffer.from(signed, 'base64url');
  if (rest.length > 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidCursor();
  const { value, id } = readPosition(payload);
  const isTimestamp = LIST_SORTS[scope.sort].field === 'createdAt';
  if (isTimestamp !== Array.isArray(value)) throw invalidCursor();
  return { value: Array.isArray(value) ? new Timestamp(value[0], value[1]) : value, id };
}
