// PATCH /household's write: the owner renames the household or hands it over
// to another member, in one transaction so that ownerUid stays one of memberUids.
import { db } from '../firebase';
import { householdRef, type Household } from './collection';
import { notAMember, ownerOnly } from './errors';
import { requireMembership } from './membership';
import type { HouseholdPatch } from './schemas';

export async function updateHousehold(
  uid: string,
  patch: HouseholdPatch,
): Promise<{ id: string; household: Household }> {
  return db.runTransaction(async (transaction) => {
    const { id, household } = await requireMembership(transaction, uid);
    if (household.ownerUid !== uid) throw ownerOnly('rename it or hand it over');
    if (patch.ownerUid !== undefined && !household.memberUids.includes(patch.ownerUid))
      throw notAMember(patch.ownerUid);
    const changes = {
      ...(patch.name === undefined ? {} : { name: patch.name }),
      ...(patch.ownerUid === undefined ? {} : { ownerUid: patch.ownerUid }),
    };
    transaction.update(householdRef(id), changes);
    return { id, household: { ...household, ...changes } };
  });
}
