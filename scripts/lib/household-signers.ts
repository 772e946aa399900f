// Household entries and items written before who-did-it was stored by uid
// (issue 46) name who added them (`addedBy`) and who ticked (`checkedBy`) by
// name alone. `npm run migrate` gives each the uid beside it where exactly one
// member of the household has that name on their public profile
// (`cooks/{uid}`), so that a rename follows onto it and the lists tell members
// apart by uid. A name no member holds, or several do, is left as it is: the
// rules and the app still accept it. Nothing private is read (Auth is not
// asked). Idempotent: a field that has its uid is never touched again.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { cookProfilePath } from '@recipe-book/schema/cook-profile';
import { HOUSEHOLDS, MEAL_PLAN, SHOPPING_LIST } from '@recipe-book/schema/paths';

const BATCH_LIMIT = 400;

/** The name fields of each collection, with the uid field each one gains. */
const SIGNED_FIELDS: [string, [string, string][]][] = [
  [MEAL_PLAN, [['addedBy', 'addedByUid']]],
  [
    SHOPPING_LIST,
    [
      ['addedBy', 'addedByUid'],
      ['checkedBy', 'checkedByUid'],
    ],
  ],
];

/** The member uid of each profile name held by exactly one of `memberUids`. */
async function memberByName(db: Firestore, memberUids: string[]): Promise<Map<string, string | null>> {
  const byName = new Map<string, string | null>();
  if (memberUids.length === 0) return byName;
  const profiles = await db.getAll(...memberUids.map((uid) => db.doc(cookProfilePath(uid))));
  for (const profile of profiles) {
    const name: unknown = profile.get('displayName');
    if (typeof name !== 'string') continue;
    // A name two members share names neither.
    byName.set(name, byName.has(name) ? null : profile.id);
  }
  return byName;
}

/** `npm run migrate`: the uids of who added and who ticked, where the name tells; returns how many documents were written. */
export async function addSignerUids(db: Firestore): Promise<number> {
  let written = 0;
  for (const household of (await db.collection(HOUSEHOLDS).get()).docs) {
    const members: unknown = household.get('memberUids');
    const byName = await memberByName(db, Array.isArray(members) ? members.map(String) : []);
    for (const [collection, fields] of SIGNED_FIELDS) {
      let batch = db.batch();
      let pending = 0;
      for (const doc of (await household.ref.collection(collection).get()).docs) {
        const update: DocumentData = {};
        for (const [nameField, uidField] of fields) {
          const name: unknown = doc.get(nameField);
          const uid = typeof name === 'string' ? byName.get(name) : undefined;
          if (doc.get(uidField) === undefined && uid) update[uidField] = uid;
        }
        if (Object.keys(update).length === 0) continue;
        batch.update(doc.ref, update);
        pending += 1;
        written += 1;
        if (pending === BATCH_LIMIT) {
          await batch.commit();
          batch = db.batch();
          pending = 0;
        }
      }
      if (pending > 0) await batch.commit();
    }
  }
  return written;
}
