// The kept counts of the shopping lists and meal plans ({root}/counts/{list},
// schema/src/list-counts.ts), against a count of their items: the rules keep
// each list's limit by its count, so a count below its items would let a
// browser add past the limit. `npm run check:data` reports a count that
// differs from (or is missing beside) its items, and with `--fix` sets it;
// `npm run migrate` sets every one, so lists written before the counts existed
// get theirs.
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { COUNTED_LISTS, COUNTS, storedCount, type CountedList } from '@recipe-book/schema/list-counts';
import { HOUSEHOLDS, USERS } from '@recipe-book/schema/paths';

export interface ListCountDifference {
  /** The count document. */
  path: string;
  root: DocumentReference;
  list: CountedList;
  /** The stored count; undefined when there is no count document. */
  stored: number | undefined;
  actual: number;
}

/** Every cook's and household's root, also those whose own document does not exist (only their lists do). */
async function roots(db: Firestore): Promise<DocumentReference[]> {
  const [users, households] = await Promise.all([
    db.collection(USERS).listDocuments(),
    db.collection(HOUSEHOLDS).listDocuments(),
  ]);
  return [...users, ...households];
}

const countRef = (root: DocumentReference, list: CountedList) => root.collection(COUNTS).doc(list);

/** Each list's count that is missing or differs from its items; an empty list without a count is right. */
export async function auditListCounts(db: Firestore): Promise<ListCountDifference[]> {
  const differences: ListCountDifference[] = [];
  for (const root of await roots(db)) {
    for (const list of COUNTED_LISTS) {
      const [counted, snapshot] = await Promise.all([root.collection(list).count().get(), countRef(root, list).get()]);
      const actual = counted.data().count;
      const stored = snapshot.exists ? storedCount(snapshot.data()) : undefined;
      if (stored === actual || (stored === undefined && actual === 0)) continue;
      differences.push({ path: countRef(root, list).path, root, list, stored, actual });
    }
  }
  return differences;
}

/** Sets the count to its items as counted inside a transaction (a browser adding then waits, never lost). */
export async function repairListCount(db: Firestore, { root, list }: ListCountDifference): Promise<boolean> {
  return db.runTransaction(async (transaction) => {
    const counted = await transaction.get(root.collection(list).count());
    transaction.set(countRef(root, list), { count: counted.data().count }, { merge: true });
    return true;
  });
}

/** `npm run migrate`: every list's count set to its items; returns how many were written. */
export async function recountListCounts(db: Firestore): Promise<number> {
  let written = 0;
  for (const difference of await auditListCounts(db)) if (await repairListCount(db, difference)) written += 1;
  return written;
}
