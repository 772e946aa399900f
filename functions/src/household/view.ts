// A household as GET /household answers it: its members by their public
// names, read from their accounts (never an e-mail address), in joining order.
import { publicDisplayName } from '@recipe-book/schema/display-name';
import { auth } from '../firebase';
import type { Household } from './collection';
import type { HouseholdResponse } from './schemas';

export async function householdView(
  id: string,
  household: Pick<Household, 'name' | 'ownerUid' | 'memberUids'>,
): Promise<HouseholdResponse> {
  const { users } = await auth.getUsers(household.memberUids.map((uid) => ({ uid })));
  const names = new Map(users.map((user) => [user.uid, publicDisplayName(user.displayName)]));
  const nameOf = (uid: string) => names.get(uid) ?? publicDisplayName(undefined);
  return {
    id,
    name: household.name,
    owner: { displayName: nameOf(household.ownerUid) },
    members: household.memberUids.map((uid) => ({
      uid,
      displayName: nameOf(uid),
      isOwner: uid === household.ownerUid,
    })),
  };
}
