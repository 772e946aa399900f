// Test users in the Auth emulator, created over its REST API; the returned
// idToken is a real Firebase ID token that the function verifies.
import { adminAuth } from './auth-admin';
import { AUTH_HOST, RUN_ID } from './env';

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
}

const IDENTITY_TOOLKIT = `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1`;
const created: TestUser[] = [];
let counter = 0;

async function identityToolkit<T>(action: string, body: object): Promise<T> {
  const response = await fetch(`${IDENTITY_TOOLKIT}/${action}?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Auth emulator ${action} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export interface NewUser {
  /** `null` creates a user without a name. */
  displayName?: string | null;
  /** Added to the e-mail's local part after a `+`. */
  emailTag?: string;
}

export async function createUser({ displayName = 'Test Cook', emailTag }: NewUser = {}): Promise<TestUser> {
  counter += 1;
  const email = `api-test-${RUN_ID}-${counter}${emailTag ? `+${emailTag}` : ''}@example.com`;
  const password = 'Secret-pass-1';
  const { localId } = await identityToolkit<{ localId: string }>('accounts:signUp', {
    email,
    password,
    ...(displayName === null ? {} : { displayName }),
  });
  // The token comes from a sign-in, not from the sign-up: the Auth emulator
  // stamps a new account's sign-in time and its "tokens valid since" a moment
  // apart, each in whole seconds, so when a second turns in between, the
  // sign-up's own token reads as revoked to the function's revocation check.
  const { idToken } = await identityToolkit<{ idToken: string }>('accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  const user = { uid: localId, email, idToken };
  created.push(user);
  return user;
}

export const createUsers = (count: number) => Promise.all(Array.from({ length: count }, () => createUser()));

/** Every e-mail address this test process created: none may appear in an API response. */
export const knownEmails = () => created.map((user) => user.email);

/**
 * Sets the account's name as the profile page does, after `user.idToken` was
 * minted: that token keeps carrying the old name (or none).
 */
export async function setDisplayName(user: TestUser, displayName: string): Promise<void> {
  await identityToolkit('accounts:update', { idToken: user.idToken, displayName, returnSecureToken: false });
}

/** Deletes only the users this process created (other suites share the emulator), disabled or already deleted ones too. */
export async function deleteCreatedUsers(): Promise<void> {
  const users = created.splice(0);
  const result = await adminAuth.deleteUsers(users.map((user) => user.uid));
  if (result.failureCount > 0) throw new Error(`Could not delete ${result.failureCount} test users`);
}
