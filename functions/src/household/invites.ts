// A household's invitations: `households/{householdId}/invites/{sha256 of the code}`
// (docs/data-model.md#households), the Admin SDK's alone (the rules deny every
// browser). Any member may invite and revoke; each invitation is valid
// HOUSEHOLD_LIMITS.invite.validDays and lets up to maxUses cooks join.
import {
  Timestamp,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { HOUSEHOLD_LIMITS } from '@recipe-book/schema/constants';
import { INVITES } from '@recipe-book/schema/paths';
import { db } from '../firebase';
import { householdRef } from './collection';
import { readInviteCode, newInviteCode, hashInviteCode } from './invite-code';
import { requireMembership } from './membership';
import type { InviteCreated } from './schemas';

export interface StoredInvite {
  /** The member who made it. */
  createdBy: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  /** Joins left; 0: used up. */
  usesLeft: number;
}

const inviteConverter: FirestoreDataConverter<StoredInvite> = {
  toFirestore: (invite) => invite,
  // Only this module writes invitations, always in this shape.
  fromFirestore: (snapshot: QueryDocumentSnapshot) => snapshot.data() as StoredInvite,
};

export const inviteRef = (householdId: string, inviteId: string) =>
  householdRef(householdId).collection(INVITES).withConverter(inviteConverter).doc(inviteId);

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the invitation still lets someone join at `now`. */
export const isLive = (invite: StoredInvite | undefined, now: Timestamp): invite is StoredInvite =>
  invite !== undefined && invite.usesLeft > 0 && invite.expiresAt.toMillis() > now.toMillis();

/** A new invitation to the caller's household; the code exists only in this answer. */
export async function createInvite(uid: string, siteOrigin: string): Promise<InviteCreated> {
  const now = Timestamp.now();
  const expiresAt = Timestamp.fromMillis(now.toMillis() + HOUSEHOLD_LIMITS.invite.validDays * DAY_MS);
  const usesLeft = HOUSEHOLD_LIMITS.invite.maxUses;
  const code = await db.runTransaction(async (transaction) => {
    const { id } = await requireMembership(transaction, uid);
    const made = newInviteCode(id);
    transaction.create(inviteRef(id, hashInviteCode(made)), { createdBy: uid, createdAt: now, expiresAt, usesLeft });
    return made;
  });
  return {
    code,
    url: `${siteOrigin}/join/${encodeURIComponent(code)}`,
    expiresAt: expiresAt.toDate().toISOString(),
    usesLeft,
  };
}

/**
 * Reads the invitations member `uid` made to the household (call before any
 * write of the transaction) and returns their revocation: a cook who leaves or
 * is removed leaves no link of theirs working behind them.
 */
export async function planRevokeInvitesOf(
  transaction: Transaction,
  householdId: string,
  uid: string,
): Promise<() => void> {
  const { docs } = await transaction.get(householdRef(householdId).collection(INVITES).where('createdBy', '==', uid));
  return () => {
    for (const doc of docs) transaction.delete(doc.ref);
  };
}

/** Revokes an invitation to the caller's household; false when it has none by that code. */
export async function revokeInvite(uid: string, code: string): Promise<boolean> {
  return db.runTransaction(async (transaction) => {
    const { id } = await requireMembership(transaction, uid);
    const named = readInviteCode(code);
    if (named?.householdId !== id) return false;
    const ref = inviteRef(id, named.inviteId);
    if (!(await transaction.get(ref)).exists) return false;
    transaction.delete(ref);
    return true;
  });
}
