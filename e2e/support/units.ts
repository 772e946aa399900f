// A test account's units preference as the server has it
// (users/{uid}.preferences.units), read past the rules (`Bearer owner`).
import { userPath } from '@recipe-book/schema/paths';

const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
const DOCUMENTS = `${FIRESTORE}/v1/projects/demo-recipes/databases/(default)/documents`;
const ADMIN = { authorization: 'Bearer owner' };

interface RestUser {
  fields?: { preferences?: { mapValue: { fields?: { units?: { stringValue: string } } } } };
}

/** The units saved on `uid`'s account, or null while there are none (or no document). */
export async function savedUnitsOf(uid: string): Promise<string | null> {
  const response = await fetch(`${DOCUMENTS}/${userPath(uid)}`, { headers: ADMIN });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Firestore emulator: ${response.status} ${await response.text()}`);
  const user = (await response.json()) as RestUser;
  return user.fields?.preferences?.mapValue.fields?.units?.stringValue ?? null;
}
