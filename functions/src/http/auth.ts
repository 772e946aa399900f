// Authentication middleware: verifies the Firebase ID token from
// `Authorization: Bearer` and yields a typed user. Identity never comes from
// the request body.
import type { DecodedIdToken } from 'firebase-admin/auth';
import { auth } from '../firebase';
import { unauthorized } from './errors';
import { publicDisplayName } from './display-name';
import type { ApiRequest } from './types';

export interface AuthUser {
  uid: string;
  /** Lower-cased; private: used for the `?user=` check, never stored or returned. */
  email: string | undefined;
  /** The public name stored on the user's recipes. */
  displayName: string;
}

function bearerToken(request: ApiRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

async function verify(token: string): Promise<DecodedIdToken> {
  try {
    return await auth.verifyIdToken(token);
  } catch {
    // The reason (expired, malformed, wrong project) is not the caller's business.
    throw unauthorized('The ID token is invalid or expired');
  }
}

/** The signed-in caller; 401 without a valid token. */
export async function requireUser(request: ApiRequest): Promise<AuthUser> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const decoded = await verify(token);
  return {
    uid: decoded.uid,
    email: decoded.email?.toLowerCase(),
    displayName: publicDisplayName(decoded),
  };
}
