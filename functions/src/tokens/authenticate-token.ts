// A personal access token presented as `Authorization: Bearer rbk_…`: the
// account it acts as, checked on every call so that a revoked token, a
// disabled or a deleted account is refused at once.
import type { UserRecord } from 'firebase-admin/auth';
import { logger } from 'firebase-functions';
import { accountDisabled, unauthorized } from '../http/errors';
import { findToken, markUsed } from './repository';
import { isWellFormedToken } from './secret';

const invalidToken = () => unauthorized('The personal access token is invalid or has been revoked');

/** FAILED_PRECONDITION and NOT_FOUND: another call stamped the token first, or it was just revoked. */
const RACED_STAMP_CODES = new Set([9, 5]);

/**
 * The account behind `token`, read with `readAccount` (which throws 401 for a
 * deleted one): 401 for a token we do not hold, 403 for a disabled account.
 */
export async function accountOfToken(
  token: string,
  readAccount: (uid: string) => Promise<UserRecord>,
): Promise<UserRecord> {
  if (!isWellFormedToken(token)) throw invalidToken();
  const stored = await findToken(token);
  if (!stored) throw invalidToken();
  const account = await readAccount(stored.data().uid);
  if (account.disabled) throw accountDisabled();
  await markUsed(stored).catch((error: unknown) => {
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
    // A lost race leaves a fresh enough stamp; anything else costs only the stamp, never the call.
    if (typeof code !== 'number' || !RACED_STAMP_CODES.has(code)) logger.warn('Could not record a token use', error);
  });
  return account;
}
