// Signing in once per cook: the first context of an account signs in through
// the login form (as a person does), and its storage (Firebase Auth keeps the
// session in IndexedDB) is kept for the file; every later context of that
// account starts signed in from it. The login form keeps its own tests
// (accounts.test.ts).
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { logInOnLoginPage, type TestAccount } from './accounts';
import { type BrowserSession, DESKTOP, hydrated, newContext, type Viewport } from './browser';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;
const savedStates = new Map<string, StorageState>();

type ContextOptions = Parameters<typeof newContext>[2];

/** A fresh context signed in as the account (through the login form the first time in this file). */
export async function signedInContext(
  browser: Browser,
  account: Pick<TestAccount, 'email' | 'password'>,
  viewport: Viewport = DESKTOP,
  options: Omit<NonNullable<ContextOptions>, 'storageState'> = {},
): Promise<BrowserContext> {
  const saved = savedStates.get(account.email);
  if (saved) return newContext(browser, viewport, { ...options, storageState: saved });
  const context = await newContext(browser, viewport, options);
  const page = await context.newPage();
  await page.goto('/login');
  await logInOnLoginPage(page, account);
  savedStates.set(account.email, await context.storageState({ indexedDB: true }));
  await page.close();
  return context;
}

/** A page of a fresh signed-in context at `path`, hydrated. */
export async function signedInPage(
  browser: Browser,
  account: Pick<TestAccount, 'email' | 'password'>,
  path: string,
  viewport: Viewport = DESKTOP,
  options: Omit<NonNullable<ContextOptions>, 'storageState'> = {},
): Promise<Page> {
  const context = await signedInContext(browser, account, viewport, options);
  const page = await context.newPage();
  await page.goto(path);
  await hydrated(page);
  return page;
}

/**
 * The test's session signed in as the account at `path` (hydrated): its context is replaced by a
 * signed-in one, so the session's hooks close it and count its page's errors. Returns the new page.
 */
export async function signIn(
  session: BrowserSession,
  account: Pick<TestAccount, 'email' | 'password'>,
  path: string,
  viewport: Viewport = DESKTOP,
  options: Omit<NonNullable<ContextOptions>, 'storageState'> = {},
): Promise<Page> {
  const page = await session.useContext(await signedInContext(session.browser, account, viewport, options));
  await page.goto(path);
  await hydrated(page);
  return page;
}
