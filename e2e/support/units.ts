// A test account's units preference as the server has it
// (users/{uid}.preferences.units), read past the rules through the Admin SDK (support/admin.ts).
import { userPath } from '@recipe-book/schema/paths';
import { db } from './admin';

/** The units saved on `uid`'s account, or null while there are none (or no document). */
export async function savedUnitsOf(uid: string): Promise<string | null> {
  const units: unknown = (await db.doc(userPath(uid)).get()).get('preferences.units');
  return typeof units === 'string' ? units : null;
}
