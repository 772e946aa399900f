// Settings → Household and the invite link, with two cooks in two browsers:
// Ann creates a household and an invite link, Bo opens it signed out, signs
// in and joins; Ann sees Bo, removes Bo, Bo joins again with the same link,
// Ann hands the household over and leaves, and Bo, the last, leaves too. The
// settings page and the join page are accessible at phone and desktop width.
// Two browsers and a dozen API calls each: longer than the suite's minute.
// The section's and the join page's states (an empty name, the owner's and a
// member's view, revoke, a dead link, a cook already in a household) are
// component tests beside web/src/features/household/components/; the API's
// refusals are functions/test/household-*.test.ts.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createAccount, logInOnLoginPage, logInThroughForm, type TestAccount } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { DESKTOP, newContext, overflowsHorizontally, PHONE, screenshot, trackPageErrors } from './support/browser';
import { cookSession } from './support/cook-session';
import { leaveHouseholds } from './support/household';

const session = cookSession('household-owner', 'Ann Owner');
let ann: Page;
let annAccount: TestAccount;
let boAccount: TestAccount;
let boContext: BrowserContext;
let bo: Page;
let boErrors: string[];

beforeEach(async () => {
  ({ page: ann, account: annAccount } = session);
  boAccount = await createAccount('household-joiner', 'Bo Joiner');
  boContext = await newContext(session.browser);
  bo = await boContext.newPage();
  boErrors = trackPageErrors(bo);
  await logInThroughForm(ann, annAccount, '/login?redirect=%2Fsettings');
  await householdOf(ann).getByRole('heading', { name: 'Household' }).waitFor();
});
afterEach(async () => {
  await boContext.close();
  await leaveHouseholds([annAccount, boAccount]);
  expect(boErrors, "uncaught errors in Bo's page").toEqual([]);
});

const householdOf = (page: Page) => page.getByRole('region', { name: 'Household' });
const membersOf = (page: Page) => householdOf(page).getByRole('list', { name: 'Members' });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();
const NO_HOUSEHOLD = 'A household shares one meal plan and one shopping list';

async function confirm(page: Page, title: string, button: string) {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function expectAccessible(page: Page, name: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await overflowsHorizontally(page)).toBe(false);
    await screenshot(page, `${name}-${viewport === PHONE ? 'phone' : 'desktop'}`);
  }
}

async function createHousehold(name: string) {
  await householdOf(ann).getByText(NO_HOUSEHOLD).waitFor();
  await householdOf(ann).getByLabel('Household name').fill(name);
  await householdOf(ann).getByRole('button', { name: 'Create a household' }).click();
  await toast(ann, `Household “${name}” created`);
}

/** Creates an invite link in Ann's Settings and answers its path, `/join/<code>`. */
async function createInviteLink(): Promise<string> {
  await householdOf(ann).getByRole('button', { name: 'Create invite link' }).click();
  const link = householdOf(ann).getByRole('region', { name: 'Invite link' });
  await link.getByText(/Valid until \w+ \d+, \d{4} · 10 uses left/).waitFor();
  const url = new URL(await link.getByLabel('Send this link to the people you cook with').inputValue());
  expect(url.pathname).toMatch(/^\/join\/[^/]+$/);
  return url.pathname;
}

/** Bo, signed in, opens the link and joins. */
async function boJoins(path: string) {
  await bo.goto(path);
  await bo.getByRole('heading', { level: 1, name: 'Join a household' }).waitFor();
  await bo.getByRole('button', { name: 'Join', exact: true }).click();
  await toast(bo, 'You joined “Sunday Cooks”');
  await bo.waitForURL((url) => url.pathname === '/mealPlan');
}

it('two cooks share a household: invite, join, remove, join again, hand over and leave', async () => {
  await createHousehold('Sunday Cooks');
  await membersOf(ann).getByText('Ann Owner (owner) (you)').waitFor();

  await ann.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const path = await createInviteLink();
  await householdOf(ann).getByRole('button', { name: 'Copy' }).click();
  await toast(ann, 'Copied');
  expect(await ann.evaluate('navigator.clipboard.readText()')).toBe(`${new URL(ann.url()).origin}${path}`);
  await expectAccessible(ann, 'household-invite');

  // Signed out, the link goes through the login page and back.
  await bo.goto(path);
  await bo.waitForURL((url) => url.pathname === '/login');
  await logInOnLoginPage(bo, boAccount);
  await bo.waitForURL((url) => url.pathname === path);
  await bo.getByRole('heading', { level: 1, name: 'Join a household' }).waitFor();
  await expectAccessible(bo, 'household-join');
  await bo.getByRole('button', { name: 'Join', exact: true }).click();
  await toast(bo, 'You joined “Sunday Cooks”');
  await bo.waitForURL((url) => url.pathname === '/mealPlan');

  await ann.reload();
  await membersOf(ann).getByText('Bo Joiner', { exact: true }).waitFor();

  await bo.goto('/settings');
  await membersOf(bo).getByText('Bo Joiner (you)').waitFor();
  await membersOf(bo).getByText('Ann Owner (owner)').waitFor();

  // The owner removes Bo, who keeps their own copy and can join again with the same link.
  await membersOf(ann).getByRole('button', { name: 'Remove Bo Joiner' }).click();
  await confirm(ann, 'Remove Bo Joiner from the household?', 'Remove');
  await toast(ann, 'Bo Joiner removed from the household');
  await membersOf(ann).getByText('Bo Joiner', { exact: true }).waitFor({ state: 'detached' });
  await bo.reload();
  await householdOf(bo).getByText(NO_HOUSEHOLD).waitFor();
  await boJoins(path);

  // An owner with others in the household hands it over before leaving.
  await ann.reload();
  await membersOf(ann).getByRole('button', { name: 'Make owner: Bo Joiner' }).click();
  await confirm(ann, 'Make Bo Joiner the owner?', 'Make owner');
  await toast(ann, 'Bo Joiner now owns the household');
  await membersOf(ann).getByText('Bo Joiner (owner)').waitFor();
  await householdOf(ann).getByRole('button', { name: 'Leave household' }).click();
  await confirm(ann, 'Leave “Sunday Cooks”?', 'Leave');
  await toast(ann, 'You left “Sunday Cooks”');
  await householdOf(ann).getByText(NO_HOUSEHOLD).waitFor();

  // Bo, the last member, leaves: the household is gone.
  await bo.goto('/settings');
  await membersOf(bo).getByText('Bo Joiner (owner) (you)').waitFor();
  await householdOf(bo).getByRole('button', { name: 'Leave household' }).click();
  await confirm(bo, 'Leave “Sunday Cooks”?', 'Leave');
  await householdOf(bo).getByText(NO_HOUSEHOLD).waitFor();
}, 240_000);
