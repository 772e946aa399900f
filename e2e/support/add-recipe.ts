// The set-up of the Add Recipe journeys: one browser for the file, and before
// each test a new cook who signs in and lands on Add Recipe, hydrated; after
// it their recipes are removed (the emulators are shared, so nothing else is
// touched).
import type { Page } from 'playwright-core';
import { afterEach, beforeEach } from 'vitest';
import { createAccount, logInThroughForm, type TestAccount } from './accounts';
import { type BrowserSession, browserSession, hydrated } from './browser';
import { deleteRecipesOwnedBy } from './manage';

export interface AddRecipeJourney {
  session: BrowserSession;
  /** The running test's page and cook. */
  page: Page;
  account: TestAccount;
}

export function addRecipeJourney(tag: string, name: string): AddRecipeJourney {
  const journey = { session: browserSession() } as AddRecipeJourney;
  beforeEach(async () => {
    journey.page = journey.session.page;
    journey.account = await createAccount(tag, name);
    await logInThroughForm(journey.page, journey.account, '/login?redirect=%2FaddRecipe');
    await journey.page.getByRole('heading', { level: 1, name: 'Add Recipe' }).waitFor();
    await hydrated(journey.page);
  });
  afterEach(async () => {
    await deleteRecipesOwnedBy(journey.account.uid);
  });
  return journey;
}
