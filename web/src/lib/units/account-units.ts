// A signed-in cook's units on their account, `users/{uid}.preferences.units`
// (docs/data-model.md), so that a choice made on one device is the default on
// the others. Read live inside <WithFirestore>; written merged into the cook's
// document, which the rules let them create with nothing but preferences and
// update in nothing but preferences.
import { userPath } from '@recipe-book/schema/paths';
import { isUnitsChoice, type UnitsChoice } from '@recipe-book/schema/unit-systems';
import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { loadFirestoreWithSdk } from '../firebase';

/** The account's choice, live: undefined until read, null while the cook has made none. A failed read is thrown. */
export function useAccountUnits(uid: string): UnitsChoice | null | undefined {
  const { status, data } = useFirestoreDocData(doc(useFirestore(), userPath(uid)));
  if (status !== 'success') return undefined;
  const units: unknown = (data as { preferences?: { units?: unknown } } | undefined)?.preferences?.units;
  return isUnitsChoice(units) ? units : null;
}

/** Saves `units` as the cook's choice; settles when the server has it (offline, when the network returns). */
export async function saveAccountUnits(uid: string, units: UnitsChoice): Promise<void> {
  const {
    db,
    sdk: { doc: docRef, writeBatch },
  } = await loadFirestoreWithSdk();
  const batch = writeBatch(db);
  batch.set(docRef(db, userPath(uid)), { preferences: { units } }, { merge: true });
  await batch.commit();
}
