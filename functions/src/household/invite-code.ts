// Invitation codes: `<householdId>.<secret>`, the secret 24 random bytes in
// base64url (192 bits, beyond guessing). The household id in the code lets a
// join read the household and the invitation directly, in one transaction;
// the invitation is stored under the SHA-256 of the whole code, never the code.
import { createHash, randomBytes } from 'node:crypto';
import { isHouseholdId } from './collection';

const SECRET_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export const newInviteCode = (householdId: string) => `${householdId}.${randomBytes(24).toString('base64url')}`;

/** A fast unsalted hash is right for a code with a 192-bit random secret (as for personal access tokens). */
export const hashInviteCode = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');

/** The household and the invitation id a code names; undefined for a code that cannot be one. */
export function readInviteCode(code: string): { householdId: string; inviteId: string } | undefined {
  const [householdId = '', secret = '', ...rest] = code.split('.');
  if (rest.length > 0 || !isHouseholdId(householdId) || !SECRET_PATTERN.test(secret)) return undefined;
  return { householdId, inviteId: hashInviteCode(code) };
}
