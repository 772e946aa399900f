// A cook's public page (/cooks/{uid}), in one journey: the bio is edited on
// the Profile page (a bio too long is refused), "Shared by …" on the cook's
// recipe leads to the public page, which shows their name, bio, public recipes
// and public collections (never an unlisted or private one, nor their
// e-mail), fits a phone and passes axe; once loaded it follows the cook live:
// a new bio, a renamed collection, one made public and a new recipe show
// without a reload. The server's HTML (ProfilePage JSON-LD, its collections in
// order, the 404 page of an unknown cook) is functions/test/cooks.test.ts; the
// header, the collections section and the friendly word for a cook without a
// public recipe are component tests (cook-profile-header, cook-collections and
// cook-recipe-list .test.tsx under web/src/features/).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cookProfilePath } from '@recipe-book/schema/cook-profile';
import { createAccount, type TestAccount } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { browserSession, DESKTOP, hydrated, LIVE, expectNoSidewaysScroll, PHONE, SLOW } from './support/browser';
import {
  createCollectionFor,
  createRecipeFor,
  deleteDocument,
  deleteRecipe,
  updateTextFields,
} from './support/firestore';
import { deleteCollectionsOwnedBy } from './support/manage';
import { signIn } from './support/sign-in';

const session = browserSession();
const suffix = Date.now().toString(36);
const title = `Profile page stew ${suffix}`;
const bio = 'Stews all winter.\nSalads when the sun is out.';
let cook: TestAccount;
let recipeId = '';
let newRecipe = '';
const shelves = { soup: '', pie: '', later: '' };

beforeAll(async () => {
  cook = await createAccount('cookpage', 'Cora Cook');
  recipeId = await createRecipeFor(cook.uid, 'Cora Cook', title);
  shelves.soup = await createCollectionFor(cook.uid, `Soup shelf ${suffix}`, {
    visibility: 'public',
    recipeIds: [recipeId],
  });
  shelves.pie = await createCollectionFor(cook.uid, `Pie shelf ${suffix}`, { visibility: 'public' });
  shelves.later = await createCollectionFor(cook.uid, `Later shelf ${suffix}`, { visibility: 'private' });
  await createCollectionFor(cook.uid, `By link shelf ${suffix}`, { visibility: 'unlisted', recipeIds: [recipeId] });
});

afterAll(async () => {
  await deleteCollectionsOwnedBy(cook.uid);
  await deleteRecipe(recipeId);
  if (newRecipe) await deleteRecipe(newRecipe);
  await deleteDocument(cookProfilePath(cook.uid));
});

it(
  'the bio saved on Profile shows on the public page, reached from "Shared by", which then follows the cook live',
  SLOW,
  async () => {
    // The bio, through the Profile page's Edit Profile dialog (which writes the public profile).
    const page = await signIn(session, cook, '/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByLabel('Bio').fill('x'.repeat(301));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Bio must be at most 300 characters').waitFor();
    await dialog.getByLabel('Bio').fill(bio);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Profile saved.' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('profile-bio').filter({ hasText: 'Stews all winter.' }).waitFor();
    await page.getByRole('link', { name: 'View your public profile' }).waitFor();

    await page.goto(`/recipes/${recipeId}`);
    await hydrated(page);
    await page.getByText('Shared by').getByRole('link', { name: 'Cora Cook' }).click();
    await page.waitForURL(`**/cooks/${cook.uid}`);
    await page.getByRole('heading', { level: 1, name: 'Cora Cook' }).waitFor();
    expect(await page.getByTestId('cook-bio').innerText()).toBe(bio);
    await page.getByRole('heading', { level: 2, name: 'Recipes by Cora Cook' }).waitFor();
    await page.getByRole('heading', { level: 3, name: title }).waitFor();
    // Never the e-mail, which only the signed-in cook's own Profile page shows.
    expect(await page.locator('main').innerText()).not.toContain(cook.email);

    // The public collections after the recipes, never the unlisted or private one; the cover read in the browser.
    const section = page.getByRole('region', { name: 'Collections by Cora Cook' });
    const soup = section.getByTestId('collection-card').filter({ hasText: `Soup shelf ${suffix}` });
    await soup.locator('[data-testid="collection-cover"][data-images="1"]').waitFor();
    expect(await section.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      `Pie shelf ${suffix}`,
      `Soup shelf ${suffix}`,
    ]);
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);

    // The page starts following once loaded and idle (the SDK loads then): the first change may take that long.
    const newBio = `Pies now, ${suffix}.`;
    const newTitle = `Profile page pie ${suffix}`;
    await updateTextFields(cookProfilePath(cook.uid), { bio: newBio });
    newRecipe = await createRecipeFor(cook.uid, 'Cora Cook', newTitle);
    await page.getByTestId('cook-bio').filter({ hasText: newBio }).waitFor({ timeout: 15_000 });
    await page.getByText('A new recipe was shared since this page opened.').waitFor({ timeout: 15_000 });

    // Followed now: each change elsewhere shows without a reload (which would drop this mark).
    await page.evaluate(() => Object.assign(globalThis, { openSinceChanges: true }));
    await updateTextFields(`collections/${shelves.pie}`, { name: `Pie and tart shelf ${suffix}` }, { touched: true });
    await section.getByRole('heading', { level: 3, name: `Pie and tart shelf ${suffix}` }).waitFor(LIVE);
    await updateTextFields(`collections/${shelves.later}`, { visibility: 'public' }, { touched: true });
    await section.getByRole('heading', { level: 3, name: `Later shelf ${suffix}` }).waitFor(LIVE);
    await updateTextFields(cookProfilePath(cook.uid), { bio });
    await page.getByTestId('cook-bio').filter({ hasText: 'Stews all winter.' }).waitFor(LIVE);
    expect(await page.evaluate(() => 'openSinceChanges' in globalThis)).toBe(true);

    // The new recipe joins the list when the reader asks, and the header counts it once the trigger has.
    await page.getByRole('button', { name: 'Show it' }).click();
    await page.getByRole('heading', { level: 3, name: newTitle }).waitFor();
    await page.getByTestId('cook-totals').getByText('2', { exact: true }).waitFor({ timeout: 60_000 });

    // A collection's card leads to its page.
    await section.getByRole('link', { name: `Soup shelf ${suffix}` }).click();
    await page.waitForURL(`**/collections/${shelves.soup}`);
  },
);
