// POST /household/join's write, race-safe: one transaction reads the joiner,
// the household, the invitation and whether the owner removed the joiner (who
// then gets back in only by a link the owner made since: removed-members.ts),
// checks the limits, and writes the new
// member, the invitation's uses, the joiner's householdId and the move of their
// own plan and list. Firestore retries a transaction whose reads changed, so
// concurrent joins on one code are serialised: never more members than
// HOUSEHOLD_LIMITS.maxMembers, never more joins than the invitation's uses.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HOUSEHOLD_LIMITS } from '@recipe-book/schema/constants';
import type { Signer } from '@recipe-book/schema/signer';
import { db } from '../firebase';
import { householdRef, type Household } from './collection';
import { alreadyInHousehold, householdFull, inviteNotFound, removedCannotRejoin } from './errors';
import { readInviteCode } from './invite-code';
import { inviteRef, isLive } from './invites';
import { readMembership, setHouseholdOf } from './membership';
import { planMoveIntoHousehold } from './move-own';
import { readmits, removalRef } from './removed-members';

/** Many cooks may open one link at once: enough retries for each to get its turn. */
const JOIN_ATTEMPTS = 30;

/**
 * Joins the household of `code`. Joining the household one is already in
 * again changes nothing but moving what is still on their own plan and list
 * (a retry after a lost answer), and uses no invitation.
 */
export async function joinHousehold(
  uid: string,
  code: string,
  addedBy: Signer,
): Promise<{ id: string; household: Household }> {
  const named = readInviteCode(code);
  if (!named) throw inviteNotFound();
  const { householdId, inviteId } = named;
  return db.runTransaction(
    async (transaction) => {
      const current = await readMembership(transaction, uid);
      if (current && current.id !== householdId) throw alreadyInHousehold();
      if (current) {
        const move = await planMoveIntoHousehold(transaction, uid, householdId, addedBy, true);
        move();
        return current;
      }
      const household = (await transaction.get(householdRef(householdId))).data();
      const invite = (await transaction.get(inviteRef(householdId, inviteId))).data();
      const removal = (await transaction.get(removalRef(householdId, uid))).data();
      if (!household) throw inviteNotFound();
      const live = isLive(invite, Timestamp.now());
      // The record stays after a readmission: a later leave does not reopen the links made before the removal.
      if (removal && !(live && readmits(invite, removal, household))) throw removedCannotRejoin(household.name);
      if (!live) throw inviteNotFound();
      if (household.memberUids.length >= HOUSEHOLD_LIMITS.maxMembers) throw householdFull();
      const move = await planMoveIntoHousehold(transaction, uid, householdId, addedBy, true);
      transaction.update(householdRef(householdId), { memberUids: FieldValue.arrayUnion(uid) });
      transaction.update(inviteRef(householdId, inviteId), { usesLeft: invite.usesLeft - 1 });
      setHouseholdOf(transaction, uid, householdId);
      move();
      return { id: householdId, household: { ...household, memberUids: [...household.memberUids, uid] } };
    },
    { maxAttempts: JOIN_ATTEMPTS },
  );
}
