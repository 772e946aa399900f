// POST /household's write: the household, the creator's householdId and the
// move of their own plan and list into it, all in one transaction.
import { Timestamp } from 'firebase-admin/firestore';
import { householdSchema } from '@recipe-book/schema/household';
import type { Signer } from '@recipe-book/schema/signer';
import { db } from '../firebase';
import { parseOrThrow } from '../http/validation';
import { householdsCollection, type Household } from './collection';
import { alreadyInHousehold } from './errors';
import { readMembership, setHouseholdOf } from './membership';
import { planMoveIntoHousehold } from './move-own';

/** Creates a household of one, owned by `uid`; 409 when they are in one already. */
export async function createHousehold(
  uid: string,
  name: string,
  addedBy: Signer,
): Promise<{ id: string; household: Household }> {
  const ref = householdsCollection().doc();
  const household: Household = {
    ...parseOrThrow(householdSchema, { name, ownerUid: uid, memberUids: [uid] }),
    createdAt: Timestamp.now(),
  };
  await db.runTransaction(async (transaction) => {
    if (await readMembership(transaction, uid)) throw alreadyInHousehold();
    const move = await planMoveIntoHousehold(transaction, uid, ref.id, addedBy, false);
    transaction.create(ref, household);
    setHouseholdOf(transaction, uid, ref.id);
    move();
  });
  return { id: ref.id, household };
}
