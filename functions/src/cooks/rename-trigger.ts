// What a cook signed carries their public name: their recipes' and reviews'
// `displayName`, and `addedBy` and `checkedBy` on what they added to or ticked
// in a household. The name is their profile's (`cooks/{uid}`), which the rules
// require at each signed write; when the profile's name changes (the Profile
// page), this trigger brings every copy in line, whoever wrote it, so no page
// shows a name the cook no longer has. Idempotent: it rewrites only copies
// that differ from the profile, so a retry or a second event changes nothing.
import { FieldPath, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { MEAL_PLAN, RECIPES, REVIEWS, SHOPPING_LIST } from '@recipe-book/schema/paths';
import { db } from '../firebase';

const BATCH = 400;

/** Sets `field` to `name` on every document of `query` (those `mine` keeps) that holds another, a page at a time. */
async function renameIn(
  query: Query,
  field: string,
  name: string,
  mine: (doc: QueryDocumentSnapshot) => boolean = () => true,
): Promise<void> {
  const ordered = query.orderBy(FieldPath.documentId()).limit(BATCH);
  let page = await ordered.get();
  while (!page.empty) {
    const stale = page.docs.filter((doc) => mine(doc) && doc.get(field) !== name);
    if (stale.length > 0) {
      const batch = db.batch();
      for (const doc of stale) batch.update(doc.ref, { [field]: name });
      await batch.commit();
    }
    if (page.size < BATCH) return;
    page = await ordered.startAfter(page.docs.at(-1)).get();
  }
}

/**
 * Copies cook `uid`'s profile name `name` onto what they signed. `previous`,
 * the profile's name before (undefined for a new profile), finds their
 * reviews: a review names its author only by its id, which a query across
 * recipes cannot filter on.
 */
export async function renameSignedCopies(uid: string, name: string, previous: string | undefined): Promise<void> {
  await Promise.all([
    renameIn(db.collection(RECIPES).where('ownerUid', '==', uid), 'displayName', name),
    previous === undefined || previous === name
      ? Promise.resolve()
      : renameIn(
          db.collectionGroup(REVIEWS).where('displayName', '==', previous),
          'displayName',
          name,
          (doc) => doc.id === uid,
        ),
    // Only a household's entries and items name who added or ticked them.
    renameIn(db.collectionGroup(MEAL_PLAN).where('addedByUid', '==', uid), 'addedBy', name),
    renameIn(db.collectionGroup(SHOPPING_LIST).where('addedByUid', '==', uid), 'addedBy', name),
    renameIn(db.collectionGroup(SHOPPING_LIST).where('checkedByUid', '==', uid), 'checkedBy', name),
  ]);
}
