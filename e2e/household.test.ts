// Settings → Household and the invite link, with two cooks in two browsers:
// Ann creates a household and an invite link and copies it, Bo opens it
// signed out, signs in, comes back to it and joins; each sees the other; Ann
// removes Bo, whose Settings says so and whose old link no longer lets them
// in, until Ann's new link does; Ann hands the household over and leaves, and
// Bo, the last, leaves too.
// The section's and the join page's states (an empty name, the owner's and a
// member's view, removing a member, revoke, a dead link, a cook already in a
// household) are component tests beside web/src/features/household/components/;
// the API's refusals, a removed member's copy and links, and a link used again are
// functions/test/household-*.test.ts; both pages at phone and desktop width,
// with axe, are routes.test.ts.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createAccount, logInOnLoginPage, type TestAccount } from './support/accounts';
import { newContext, SLOW, trackPageErrors } from './support/browser';
import { cookSession } from './support/cook-session';
import { leaveHouseholds } from './support/household';
import { signIn } from './support/sign-in';

const session = cookSession('household-owner', 'Ann Owner');
let ann: Page;
let annAccount: TestAccount;
let boAccount: TestAccount;
let boContext: BrowserContext;
let bo: Page;
let boErrors: string[];

beforeEach(async () => {
  annAccount = session.account;
  boAccount = await createAccount('household-joiner', 'Bo Joiner');
  boContext = await newContext(session.browser);
  bo = await boContext.newPage();
  boErrors = trackPageErrors(bo);
  ann = await signIn(session, annAccount, '/settings');
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

it('two cooks share a household: invite, join, remove, invite again, hand over and leave', SLOW, async () => {
  await createHousehold('Sunday Cooks');
  await membersOf(ann).getByText('Ann Owner (owner) (you)').waitFor();

  await ann.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const path = await createInviteLink();
  await householdOf(ann).getByRole('button', { name: 'Copy' }).click();
  await toast(ann, 'Copied');
  expect(await ann.evaluate('navigator.clipboard.readText()')).toBe(`${new URL(ann.url()).origin}${path}`);

  // Signed out, the link goes through the login page and back.
  await bo.goto(path);
  await bo.waitForURL((url) => url.pathname === '/login');
  await logInOnLoginPage(bo, boAccount);
  await bo.waitForURL((url) => url.pathname === path);
  await bo.getByRole('heading', { level: 1, name: 'Join a household' }).waitFor();
  await bo.getByRole('button', { name: 'Join', exact: true }).click();
  await toast(bo, 'You joined “Sunday Cooks”');
  await bo.waitForURL((url) => url.pathname === '/mealPlan');

  await ann.reload();
  await membersOf(ann).getByText('Bo Joiner', { exact: true }).waitFor();

  await bo.goto('/settings');
  await membersOf(bo).getByText('Bo Joiner (you)').waitFor();
  await membersOf(bo).getByText('Ann Owner (owner)').waitFor();

  // Ann removes Bo: Bo's Settings says so, and the link Bo joined by no longer lets Bo in.
  await membersOf(ann).getByRole('button', { name: 'Remove Bo Joiner' }).click();
  await confirm(ann, 'Remove Bo Joiner from the household?', 'Remove');
  await toast(ann, 'Bo Joiner removed from the household');
  await bo.reload();
  await householdOf(bo)
    .getByText(/^You were removed from the household “Sunday Cooks” by its owner\./)
    .waitFor();
  await householdOf(bo).getByText(NO_HOUSEHOLD).waitFor();
  await bo.goto(path);
  await bo.getByRole('button', { name: 'Join', exact: true }).click();
  await bo.getByRole('alert').filter({ hasText: 'You were removed from the household “Sunday Cooks”' }).waitFor();

  // A new link from Ann, the owner, lets Bo back in.
  const again = await createInviteLink();
  await bo.goto(again);
  await bo.getByRole('button', { name: 'Join', exact: true }).click();
  await toast(bo, 'You joined “Sunday Cooks”');
  await bo.waitForURL((url) => url.pathname === '/mealPlan');
  await bo.goto('/settings');
  await membersOf(bo).getByText('Bo Joiner (you)').waitFor();
  await ann.reload();
  await membersOf(ann).getByText('Bo Joiner', { exact: true }).waitFor();

  // An owner with others in the household hands it over before leaving.
  await membersOf(ann).getByRole('button', { name: 'Make owner: Bo Joiner' }).click();
  await confirm(ann, 'Make Bo Joiner the owner?', 'Make owner');
  await toast(ann, 'Bo Joiner now owns the household');
  await membersOf(ann).getByText('Bo Joiner (owner)').waitFor();
  await householdOf(ann).getByRole('button', { name: 'Leave household' }).click();
  await confirm(ann, 'Leave “Sunday Cooks”?', 'Leave');
  await toast(ann, 'You left “Sunday Cooks”');
  await householdOf(ann).getByText(NO_HOUSEHOLD).waitFor();

  // Bo, the last member, leaves: the household is gone.
  await bo.reload();
  await membersOf(bo).getByText('Bo Joiner (owner) (you)').waitFor();
  await householdOf(bo).getByRole('button', { name: 'Leave household' }).click();
  await confirm(bo, 'Leave “Sunday Cooks”?', 'Leave');
  await householdOf(bo).getByText(NO_HOUSEHOLD).waitFor();
});
