// Opaque page cursors, for every list the API pages (recipes, a recipe's
// reviews): the sort values and document id of the last document a page
// covered, so the next page starts right after it, even if that document has
// been deleted meanwhile. A cursor is signed together with the query it
// belongs to (its scope: the list, its filters and sort, not the page size):
// one that was altered, or is sent with another query, is refused with a 400
// instead of quietly paging through another list.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { cursorSecret } from '../config';
import { badRequest } from '../http/errors';
import { isDocumentId } from './recipe-id';

/** A value a list is ordered by. */
export type SortValue = number | Timestamp;
/** What an ordered field holds: a cursor's values are checked against it. */
export type SortValueKind = 'number' | 'timestamp';

export interface CursorPosition {
  /** The sort values of the last document covered, one per ordered field (the id comes after them). */
  values: SortValue[];
  id: string;
}

// Seconds within the range Firestore timestamps allow (years 1–9999).
const timestampSchema = z.tuple([z.int().min(-62_135_596_800).max(253_402_300_799), z.int().min(0).max(999_999_999)]);
const valueSchema = z.union([z.number(), timestampSchema]);
type EncodedValue = z.output<typeof valueSchema>;

const payloadSchema = z.object({ value: z.unknown(), id: z.string().refine(isDocumentId) });

/**
 * The values as stored in the payload: one value as it is, several as a list.
 * Cursors of one-field orders so keep the form they had before orders of
 * several fields existed, and the list's order tells which form to expect.
 */
const valuesSchema = (count: number) =>
  count === 1 ? valueSchema.transform((value) => [value]) : z.array(valueSchema).length(count);

const encodeValue = (value: SortValue): EncodedValue =>
  typeof value === 'number' ? value : [value.seconds, value.nanoseconds];

function signature(payload: string, scopeKey: string): Buffer {
  return createHmac('sha256', cursorSecret()).update(`${payload}\n${scopeKey}`).digest();
}

const invalidCursor = () =>
  badRequest(
    'invalid-parameter',
    'cursor: is not a cursor this API issued for this list with these filters and this sort; start again without it',
  );

/** A cursor for the position, bound to the query `scopeKey` stands for. */
export function signCursor(scopeKey: string, { values, id }: CursorPosition): string {
  const encoded = values.map(encodeValue);
  const value = encoded.length === 1 ? encoded[0] : encoded;
  const payload = Buffer.from(JSON.stringify({ value, id })).toString('base64url');
  return `${payload}.${signature(payload, scopeKey).toString('base64url')}`;
}

function parseJson(payload: string): unknown {
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined; // not JSON: refused like any other foreign cursor
  }
}

function readPayload(payload: string, kinds: readonly SortValueKind[]): CursorPosition {
  const parsed = payloadSchema.safeParse(parseJson(payload));
  const values = parsed.success ? valuesSchema(kinds.length).safeParse(parsed.data.value) : undefined;
  if (!parsed.success || !values?.success) throw invalidCursor();
  const fitsOrder = values.data.every((value, index) => Array.isArray(value) === (kinds[index] === 'timestamp'));
  if (!fitsOrder) throw invalidCursor();
  return {
    values: values.data.map((value) => (Array.isArray(value) ? new Timestamp(value[0], value[1]) : value)),
    id: parsed.data.id,
  };
}

/** The position a cursor holds; 400 unless this API signed it for the same query and its values fit the order. */
export function readCursor(scopeKey: string, kinds: readonly SortValueKind[], cursor: string): CursorPosition {
  const [payload = '', signed = '', ...rest] = cursor.split('.');
  const expected = signature(payload, scopeKey);
  const given = Buffer.from(signed, 'base64url');
  if (rest.length > 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidCursor();
  return readPayload(payload, kinds);
}
