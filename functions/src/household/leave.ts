// DELETE /household/members/{uid}'s write: a member leaves, or the owner
// removes one. In one transaction: the cook gets their own copy of the
// household's list and upcoming plan, leaves memberUids, their householdId is
// cleared and every invitation they made is revoked; a removed cook is also
// recorded as removed (removed-members.ts), so that no invitation made before
// lets them back in, and their `removedFrom` says so. The last member's leaving
// deletes the household (its plan, list and invitations follow, right after).
// An owner leaves only when last.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { householdRef, userRef } from './collection';
import { planCopyToOwn } from './copy-to-own';
import { handOverFirst, memberNotFound, ownerOnly } from './errors';
import { planRevokeInvitesOf } from './invites';
import { requireMembership, setHouseholdOf } from './membership';
import { removalRef } from './removed-members';
import type { MemberRemoved } from './schemas';

/** `actorUid` removes `memberUid` from their household (themself: leaving). */
export async function removeMember(actorUid: string, memberUid: string): Promise<MemberRemoved> {
  const { householdId, householdDeleted } = await db.runTransaction(async (transaction) => {
    const { id, household } = await requireMembership(transaction, actorUid);
    const leaving = memberUid === actorUid;
    if (!leaving && household.ownerUid !== actorUid) throw ownerOnly('remove members');
    if (!household.memberUids.includes(memberUid)) throw memberNotFound(memberUid);
    const last = household.memberUids.length === 1;
    if (leaving && household.ownerUid === actorUid && !last) throw handOverFirst();
    // Their householdId is cleared only where it names this household (the two are kept in step; this guards a stray one).
    const theirs = leaving ? id : (await transaction.get(userRef(memberUid))).data()?.householdId;
    const copy = await planCopyToOwn(transaction, memberUid, id);
    const revoke = await planRevokeInvitesOf(transaction, id, memberUid);
    copy();
    revoke();
    if (last) transaction.delete(householdRef(id));
    else transaction.update(householdRef(id), { memberUids: FieldValue.arrayRemove(memberUid) });
    if (!leaving) transaction.set(removalRef(id, memberUid), { removedAt: Timestamp.now(), removedBy: actorUid });
    const removedFrom = leaving ? undefined : { householdId: id, name: household.name };
    if (theirs === id) setHouseholdOf(transaction, memberUid, null, removedFrom);
    return { householdId: id, householdDeleted: last };
  });
  // The household document is gone: nobody passes the rules' membership check, so this clean-up may follow.
  if (householdDeleted) await db.recursiveDelete(householdRef(householdId));
  return { householdDeleted };
}
