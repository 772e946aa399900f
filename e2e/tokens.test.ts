// Personal access tokens on Settings: a cook creates a named token, sees its
// secret once and copies it, a script (this test, over real HTTP) uses it on
// the REST API as the cook, and once the cook revokes it the same call is
// refused; the new token's notice is accessible at phone and desktop width.
// Why a token cannot be made (no name, the limit, offline), the list's states
// and the revoke confirmation are component tests
// (web/src/features/tokens/components/tokens-section.test.tsx).
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { TestAccount } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { BASE_URL, DESKTOP, expectNoSidewaysScroll, PHONE, screenshot } from './support/browser';
import { cookSession } from './support/cook-session';
import { deleteApiTokensOf } from './support/manage';
import { signIn } from './support/sign-in';

const session = cookSession('tokens', 'Tess Token');
let page: Page;
let account: TestAccount;
beforeEach(async () => {
  ({ account } = session);
  page = await signIn(session, account, '/settings');
  await tokensSection().waitFor();
});
afterEach(async () => {
  await deleteApiTokensOf(account.uid);
});

const tokensSection = () => page.getByRole('region', { name: 'Personal access tokens' });
const nameField = () => tokensSection().getByLabel('Token name');
const createButton = () => tokensSection().getByRole('button', { name: 'Create token' });

/** The cook's own recipes over the REST API, as a script would ask: needs the token and the cook's e-mail. */
const ownRecipesWith = (token: string) =>
  fetch(`${BASE_URL}/api/recipes?user=${encodeURIComponent(account.email)}`, {
    headers: { authorization: `Bearer ${token}` },
  });

async function expectAccessible(name: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await screenshot(page, `${name}-${viewport === PHONE ? 'phone' : 'desktop'}`);
  }
}

it('creates a token shown once, which works on the API until it is revoked', async () => {
  await tokensSection().getByText('You have no tokens yet.').waitFor();
  await nameField().fill('Backup script');
  await createButton().click();

  const notice = tokensSection().getByRole('region', { name: 'New token' });
  const secretField = notice.getByLabel('Your new token “Backup script”');
  await secretField.waitFor();
  const token = await secretField.inputValue();
  expect(token).toMatch(/^rbk_[A-Za-z0-9_-]{43}$/);
  expect(await secretField.getAttribute('readonly')).not.toBeNull();
  await notice.getByText('it will not be shown again').waitFor();
  const row = tokensSection().getByRole('listitem').filter({ hasText: 'Backup script' });
  await row.getByText('Never used').waitFor();
  expect(await nameField().inputValue()).toBe('');

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await notice.getByRole('button', { name: 'Copy' }).click();
  await page.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(token);
  await expectAccessible('tokens-created');

  // A script with the copied token acts as the cook.
  const used = await ownRecipesWith(token);
  expect(used.status).toBe(200);
  expect(await used.json()).toEqual([]);

  // Shown once: after a reload the list has the token, its use, and no secret.
  await page.reload();
  await row.getByText(/^Created .* · Last used /).waitFor();
  expect(await page.content()).not.toContain(token);
  await notice.waitFor({ state: 'detached' });

  await row.getByRole('button', { name: 'Revoke Backup script' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke “Backup script”?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('status').filter({ hasText: 'Token “Backup script” revoked' }).waitFor();
  await tokensSection().getByText('You have no tokens yet.').waitFor();
  expect((await ownRecipesWith(token)).status).toBe(401);
});
