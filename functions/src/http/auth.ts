// Authentication middleware: the caller from `Authorization: Bearer`, either
// a Firebase ID token, verified with the revocation check, or a personal
// access token (`rbk_…`, tokens/), checked against the account on every call.
// Either way a disabled, deleted or signed-out-everywhere account is refused at
// once, not when a token expires, and the caller is a typed one. Identity never
// comes from the request body.
import type { DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { cookProfilePath } from '@recipe-book/schema/cook-profile';
import { publicDisplayName } from '@recipe-book/schema/display-name';
import { auth, db } from '../firebase';
import { accountOfToken } from '../tokens/authenticate-token';
import { isAccessToken } from '../tokens/secret';
import { accountDisabled, HttpError, unauthorized } from './errors';
import type { ApiRequest } from './types';

/** Who a caller is, however they proved it. */
export interface Identity {
  uid: string;
  /** Lower-cased; private: used for the `?user=` check, never stored or returned. */
  email: string | undefined;
}

export interface Caller extends Identity {
  /** How the caller proved who they are: some operations (managing tokens) need a real sign-in. */
  credential: 'id-token' | 'access-token';
}

/** A caller who writes recipes or reviews, with the public name stored on them. */
export interface AuthUser extends Identity {
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
    if (code === 'auth/user-disabled') throw accountDisabled();
    if (code === 'auth/id-token-revoked') throw unauthorized('The ID token has been revoked; sign in again');
    // Other reasons (expired, malformed, wrong project, deleted account) are not the caller's business.
    throw unauthorized('The ID token is invalid or expired');
  }
}

// One account read per request, however many steps ask (a token check, then the author's name).
const accounts = new WeakMap<ApiRequest, Promise<UserRecord>>();

function readAccount(request: ApiRequest, uid: string): Promise<UserRecord> {
  let account = accounts.get(request);
  if (!account) {
    account = auth.getUser(uid).catch((error: unknown) => {
      // A deleted account: as if its token had been refused.
      if (errorCode(error) === 'auth/user-not-found') throw unauthorized('The account no longer exists');
      throw error;
    });
    accounts.set(request, account);
  }
  return account;
}

// One verification per request, however many steps ask (the rate limiter, then the handler).
const verified = new WeakMap<ApiRequest, Promise<Caller>>();

async function verifyCaller(request: ApiRequest): Promise<Caller> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  if (isAccessToken(token)) {
    const account = await accountOfToken(token, (uid) => readAccount(request, uid));
    return { uid: account.uid, email: account.email?.toLowerCase(), credential: 'access-token' };
  }
  const decoded = await verify(token);
  return { uid: decoded.uid, email: decoded.email?.toLowerCase(), credential: 'id-token' };
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
 * The caller with their public name: their profile's (`cooks/{uid}`), the one
 * the rules require on what a browser signs, so that a cook signs alike
 * through both; without a profile yet, the account's own, read from the
 * account itself (a token minted right after registering does not carry it).
 * Never a name from the request.
 */
export async function requireAuthor(request: ApiRequest): Promise<AuthUser> {
  const caller = await requireUser(request);
  const [account, profile] = await Promise.all([
    readAccount(request, caller.uid),
    db.doc(cookProfilePath(caller.uid)).get(),
  ]);
  const profileName: unknown = profile.get('displayName');
  const displayName = typeof profileName === 'string' ? profileName : publicDisplayName(account.displayName);
  return { ...caller, displayName };
}

/** The caller signed in with an ID token: a personal access token may not mint or revoke tokens (403). */
export async function requireSignIn(request: ApiRequest): Promise<Caller> {
  const caller = await requireUser(request);
  if (caller.credential === 'access-token') {
    throw new HttpError(
      403,
      'sign-in-required',
      'Personal access tokens cannot list, create or revoke tokens: sign in and send a Firebase ID token',
    );
  }
  return caller;
}
