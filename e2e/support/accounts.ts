// Test accounts in the shared Auth emulator: every test makes its own, with a
// unique e-mail, and nothing is ever cleared.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';

const AUTH_EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
export const PROJECT_ID = 'demo-recipes';

/** Meets the app's password rule: 8+ characters with a digit, a lowercase and an uppercase letter. */
export const TEST_PASSWORD = 'Tasty1234';

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  name: string;
  photoURL: string;
}

export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${randomUUID().slice(0, 8)}@example.com`;
}

async function identityToolkit<T>(method: string, body: object): Promise<T> {
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  if (!response.ok) throw new Error(`Auth emulator ${method}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** An e-mail/password account with a name and photo, made straight in the Auth emulator. */
export async function createAccount(tag: string, name = `Cook ${tag}`): Promise<TestAccount> {
  const email = uniqueEmail(tag);
  const photoURL = '/images/team/head-chef.webp';
  const { localId, idToken } = await identityToolkit<{ localId: string; idToken: string }>('signUp', {
    email,
    password: TEST_PASSWORD,
    returnSecureToken: true,
  });
  await identityToolkit('update', { idToken, displayName: name, photoUrl: photoURL });
  return { uid: localId, email, password: TEST_PASSWORD, name, photoURL };
}

/** A fresh ID token of the account, for calling the REST API as it (a test's own setup and cleanup). */
export async function idTokenOf(account: Pick<TestAccount, 'email' | 'password'>): Promise<string> {
  const { idToken } = await identityToolkit<{ idToken: string }>('signInWithPassword', {
    email: account.email,
    password: account.password,
    returnSecureToken: true,
  });
  return idToken;
}

/** The out-of-band codes (password reset links and the like) the emulator has "sent". */
export async function oobCodesFor(email: string): Promise<{ requestType: string; oobLink: string }[]> {
  const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  return oobCodes.filter((code) => code.email === email);
}

/** Signs in through the login form and waits for the success dialog, then dismisses it. */
export async function logInThroughForm(page: Page, account: Pick<TestAccount, 'email' | 'password'>, path = '/login') {
  await page.goto(path);
  await logInOnLoginPage(page, account);
}

/** The same on the login page already open (reached by a redirect, say). */
export async function logInOnLoginPage(page: Page, account: Pick<TestAccount, 'email' | 'password'>) {
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Login Successful!' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.waitFor({ state: 'hidden' });
}
