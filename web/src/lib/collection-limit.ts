// A limit on a list (the shopping list's items, the meal plan's entries),
// kept by the rules: each list has a count document
// (`{place}/counts/{list}`, schema/src/list-counts.ts) that every add and
// every remove moves in the same batch, and the rules refuse a batch whose
// count does not move with its items or goes past the limit. The app reads
// the count first, to say in words how many more fit rather than fail.
import { doc, getDoc, getDocFromCache, increment, type Firestore, type WriteBatch } from 'firebase/firestore';
import { type CountedList, listCountPath, storedCount } from '@recipe-book/schema/list-counts';
import type { ListPlace } from './list-place';
import { isOnline } from './online-status';

const countDoc = (db: Firestore, place: ListPlace, list: CountedList) => doc(db, listCountPath(place.path, list));

/**
 * The items in the list now, as its count document says: the server's when it
 * answers; offline, this device's copy (which counts the adds it has queued).
 */
export async function listCount(db: Firestore, place: ListPlace, list: CountedList): Promise<number> {
  const ref = countDoc(db, place, list);
  if (isOnline()) {
    try {
      return storedCount((await getDoc(ref)).data());
    } catch {
      // No answer after all (a network that is up but goes nowhere): read what this device has.
    }
  }
  try {
    return storedCount((await getDocFromCache(ref)).data());
  } catch {
    // Never read on this device: nothing known, the rules still keep the limit.
    return 0;
  }
}

/**
 * Adds to `batch` the count's move for an add of `size` items whose ids are
 * addedItemId(batchId, 0…size−1), as the rules require (isCountedAdd).
 */
export function countAdd(
  batch: WriteBatch,
  db: Firestore,
  place: ListPlace,
  list: CountedList,
  batchId: string,
  size: number,
): void {
  batch.set(
    countDoc(db, place, list),
    { count: increment(size), lastAdded: batchId, lastAddedCount: size },
    { merge: true },
  );
}

/** Adds to `batch` the count's move for removing item `itemId` (isCountedRemove): one item per batch. */
export function countRemove(
  batch: WriteBatch,
  db: Firestore,
  place: ListPlace,
  list: CountedList,
  itemId: string,
): void {
  batch.set(countDoc(db, place, list), { count: increment(-1), lastRemoved: itemId }, { merge: true });
}

/**
 * "Your shopping list can hold at most 500 items. It has 498, so only 2 more
 * fit (this would add 5)." followed by `advice`.
 */
export function overLimitMessage(
  what: string,
  items: string,
  max: number,
  count: number,
  adding: number,
  advice: string,
): string {
  const room = Math.max(0, max - count);
  const fits = room === 0 ? 'nothing more fits' : `only ${room} more ${room === 1 ? 'fits' : 'fit'}`;
  return `Your ${what} can hold at most ${max} ${items}. It has ${count}, so ${fits} (this would add ${adding}). ${advice}`;
}
