// A position in a sorted recipe list, written into the URL: the sort value of
// a recipe and its id (the tie-breaker every order ends with), so that
// `startAfter` / `endBefore` find the exact place again.
import { type DocumentSnapshot, Timestamp } from 'firebase/firestore';
import { newestFirstCursor, prepTimeCursor } from '@recipe-book/schema/browse-cursor';
import type { PrepTimeSort } from '../browse-search';

/** Newest first sorts by `createdAt`, a Timestamp kept to the nanosecond (a Date would round it). */
export function encodeCursor(sort: PrepTimeSort | undefined, snapshot: DocumentSnapshot): string {
  if (sort) return prepTimeCursor(snapshot.get('prepTime') as number, snapshot.id);
  const created: unknown = snapshot.get('createdAt');
  return newestFirstCursor(created instanceof Timestamp ? created : Timestamp.now(), snapshot.id);
}

/** The `startAfter` / `endBefore` values of a cursor, or undefined if it does not fit the sort. */
export function decodeCursor(sort: PrepTimeSort | undefined, cursor: string): [number | Timestamp, string] | undefined {
  const split = cursor.indexOf('~');
  const value = cursor.slice(0, split);
  const id = cursor.slice(split + 1);
  if (sort) return /^\d+$/.test(value) ? [Number(value), id] : undefined;
  const match = /^(-?\d+)\.(\d{9})$/.exec(value);
  return match ? [new Timestamp(Number(match[1]), Number(match[2])), id] : undefined;
}
