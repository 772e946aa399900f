// A collection's cook by their public name, read from their account as the
// household's members are (never an e-mail address). An account deleted since
// gets the same fallback name as an account without one.
import { publicDisplayName } from '@recipe-book/schema/display-name';
import { auth } from '../firebase';

export async function ownerName(uid: string): Promise<string> {
  const { users } = await auth.getUsers([{ uid }]);
  return publicDisplayName(users[0]?.displayName);
}
