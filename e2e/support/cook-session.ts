// The hooks of a signed-in cook's journey: browserSession()'s fresh profile
// and page, plus a new account for each test whose recipes are deleted after it.
import { afterEach, beforeEach } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { browserSession, type BrowserSession } from './browser';
import { deleteRecipesOwnedBy } from './manage';

export interface CookSession extends BrowserSession {
  account: TestAccount;
}

/** `tag` goes into the account's e-mail address; `name` is its display name. */
export function cookSession(tag: string, name: string): CookSession {
  const session = browserSession() as CookSession;
  beforeEach(async () => {
    session.account = await createAccount(tag, name);
  });
  afterEach(async () => {
    await deleteRecipesOwnedBy(session.account.uid);
  });
  return session;
}
