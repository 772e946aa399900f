// A shopping list's or a meal plan's items are written as the app writes them:
// each add and remove moves the list's kept count in the same batch
// (schema/src/list-counts.ts, the rules' isCountedAdd and isCountedRemove).
// The rules tests of the items' shape and of who may write them go through
// these, so that what they prove is the rest of the rules.
import { COUNTED_LISTS, COUNTS, addedItemId, type CountedList } from '@recipe-book/schema/list-counts';
import {
  doc,
  increment,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';

/** The count document of the list `item` belongs to. */
function countRefOf(item: DocumentReference): DocumentReference {
  const root = item.parent.parent;
  if (!root) throw new Error(`${item.path} is not in a list`);
  return doc(item.firestore, root.path, COUNTS, item.parent.id);
}

/** Adds `items` to the list `list` under `root` as one add: batch `batchId`, the count up by as many. */
export function countedAdd(
  db: Firestore,
  root: string,
  list: CountedList,
  items: readonly DocumentData[],
  batchId = 'batchA',
) {
  const batch = writeBatch(db);
  items.forEach((item, index) => batch.set(doc(db, root, list, addedItemId(batchId, index)), item));
  batch.set(
    doc(db, root, COUNTS, list),
    { count: increment(items.length), lastAdded: batchId, lastAddedCount: items.length },
    { merge: true },
  );
  return batch.commit();
}

/**
 * Creates `data` in the list of `item` as an add of one: the id is the add's
 * first (the batch named after `item`'s id), since the rules allow no other.
 */
export function countedCreate(item: DocumentReference, data: DocumentData) {
  const root = item.parent.parent?.path ?? '';
  return countedAdd(item.firestore, root, item.parent.id as CountedList, [data], item.id.replace(/[^A-Za-z0-9]/g, ''));
}

/** Removes `item` as the app does: the count down by one, naming it. */
export function countedDelete(item: DocumentReference) {
  const batch = writeBatch(item.firestore);
  batch.delete(item);
  batch.set(countRefOf(item), { count: increment(-1), lastRemoved: item.id }, { merge: true });
  return batch.commit();
}

/**
 * The count documents a seed of these documents needs: one per list it puts
 * items in, counting them (unless the seed writes that count itself).
 */
export function countsOfSeed(documents: Record<string, DocumentData>): Record<string, DocumentData> {
  const counts: Record<string, DocumentData> = {};
  for (const path of Object.keys(documents)) {
    const parts = path.split('/');
    const list = parts.at(-2) as CountedList;
    if (parts.length !== 4 || !COUNTED_LISTS.includes(list)) continue;
    const countPath = [...parts.slice(0, 2), COUNTS, list].join('/');
    if (countPath in documents) continue;
    counts[countPath] = { count: ((counts[countPath]?.count as number | undefined) ?? 0) + 1 };
  }
  return counts;
}
