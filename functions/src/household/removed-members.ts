// Who a household's owner removed: `households/{householdId}/removedMembers/{uid}`
// (docs/data-model.md#households), the Admin SDK's alone (the rules deny every
// browser). Removing writes it in the removal's transaction and joining reads
// it in the join's: a removed cook gets back in only through a link the owner
// made after the removal, never through one made before (theirs, or another
// member's still live).
import type { FirestoreDataConverter, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { REMOVED_MEMBERS } from '@recipe-book/schema/paths';
import { householdRef, type Household } from './collection';
import type { StoredInvite } from './invites';

export interface StoredRemoval {
  removedAt: Timestamp;
  /** The owner who removed them. */
  removedBy: string;
}

const removalConverter: FirestoreDataConverter<StoredRemoval> = {
  toFirestore: (removal) => removal,
  // Only this module's callers write removals, always in this shape.
  fromFirestore: (snapshot: QueryDocumentSnapshot) => snapshot.data() as StoredRemoval,
};

export const removalRef = (householdId: string, uid: string) =>
  householdRef(householdId).collection(REMOVED_MEMBERS).withConverter(removalConverter).doc(uid);

/** Whether `invite` lets a cook removed by `removal` back in: the owner made it after the removal. */
export const readmits = (invite: StoredInvite, removal: StoredRemoval, household: Household): boolean =>
  invite.createdBy === household.ownerUid && invite.createdAt.toMillis() > removal.removedAt.toMillis();
