// A per-cook limit on a collection (the shopping list's items, the meal plan's
// entries): the rules cannot count a collection, so the app counts before it
// writes and refuses, in words, what would go past the limit.
import { getCountFromServer, getDocsFromCache, type Query } from 'firebase/firestore';
import { isOnline } from './online-status';

/**
 * The documents in `collection` now: the server's count when it answers;
 * offline, those this device holds (the pages that write keep them all in the cache).
 */
export async function countDocuments(collection: Query): Promise<number> {
  if (isOnline()) {
    try {
      return (await getCountFromServer(collection)).data().count;
    } catch {
      // No answer after all (a network that is up but goes nowhere): count what this device has.
    }
  }
  return (await getDocsFromCache(collection)).size;
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
