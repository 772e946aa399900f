// Authentication middleware: verifies the Firebase ID token from
// `Authorization: Bearer`, with the revocation check (a disabled, deleted or
// signed-out-everywhere account is refused at once, not when its token
// expires), and yields a typed caller. Identity never comes from the request body.
import type { DecodedIdToken } from 'firebase-admin/auth';
import { publicDisplayName } from '@recipe-book/schema/display-name';
import { auth } from '../firebase';
import { HttpError, unauthorized } from './errors';
import type { ApiRequest } from './types';

export interface Caller {
  uid: string;
  /** Lower-cased; private: used for the `?user=` check, never stored or returned. */
  email: string | undefined;
}

/** A caller who writes recipes or reviews, with the public name stored on them. */
export interface AuthUser extends Caller {
  displayName: string;
}

function bearerToken(request: ApiRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

async function verify(token: string): Promise<DecodedIdToken> {
  try {
    return await auth.verifyIdToken(token, true);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'auth/user-disabled') throw new HttpError(403, 'account-disabled', 'This account has been disabled');
    if (code === 'auth/id-token-revoked') throw unauthorized('The ID token has been revoked; sign in again');
    // Other reasons (expired, malformed, wrong project, deleted account) are not the caller's business.
    throw unauthorized('The ID token is invalid or expired');
  }
}

// One verification per request, however many steps ask (the rate limiter, then the handler).
const verified = new WeakMap<ApiRequest, Promise<Caller>>();

async function verifyCaller(request: ApiRequest): Promise<Caller> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const decoded = await verify(token);
  return { uid: decoded.uid, email: decoded.email?.toLowerCase() };
}

/** The signed-in caller; 401 without a valid token, 403 for a disabled account. */
export function requireUser(request: ApiRequest): Promise<Caller> {
  let caller = verified.get(request);
  if (!caller) {
    caller = verifyCaller(request);
    verified.set(request, caller);
  }
  return caller;
}

/**
 * The caller with their public name, read from the account itself: a token
 * minted before the name was set (right after registering) does not carry it.
 */
export async function requireAuthor(request: ApiRequest): Promise<AuthUser> {
  const caller = await requireUser(request);
  const account = await auth.getUser(caller.uid).catch((error: unknown) => {
    // Deleted between the token check and this read: as if the check had seen it.
    if (errorCode(error) === 'auth/user-not-found') throw unauthorized('The ID token is invalid or expired');
    throw error;
  });
  return { ...caller, displayName: publicDisplayName(account.displayName) };
}
