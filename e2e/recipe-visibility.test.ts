// A recipe's visibility, as a cook and a visitor in a second browser see it
// (docs/data-model.md#visibility): made private, the visitor gets the 404 page
// at its address and All Recipes does not list it, while its author still
// opens it; made unlisted, the visitor opens it by its link, the page says
// noindex, and All Recipes still does not list it; public again, it is listed.
// My Recipes marks the unlisted and private ones. The visibility dialog at
// phone and desktop, with axe; the badge and the choice themselves are component
// tests (web/src/components/ui/visibility-badge.test.tsx, visibility-choice.test.tsx).
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createAccount, logInThroughForm, type TestAccount } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { browserSession, DESKTOP, hydrated, newContext, PHONE, screenshot, SLOW } from './support/browser';
import { createRecipeFor } from './support/firestore';
import { deleteRecipesOwnedBy, readRecipe } from './support/manage';

const session = browserSession();
let page: Page;
let cook: TestAccount;
let word: string;
let title: string;
let recipeId: string;
let visitorContext: BrowserContext;
let visitor: Page;

beforeEach(async () => {
  ({ page } = session);
  cook = await createAccount('visible', 'Vera Visible');
  word = `vis${randomUUID().slice(0, 8)}`;
  title = `Draft stew ${word}`;
  recipeId = await createRecipeFor(cook.uid, cook.name, title);
  visitorContext = await newContext(session.browser);
  visitor = await visitorContext.newPage();
  await logInThroughForm(page, cook, '/login?redirect=%2FmyRecipes');
  await page.getByRole('heading', { level: 1, name: 'My Recipes' }).waitFor();
});

afterEach(async () => {
  await visitorContext.close();
  await deleteRecipesOwnedBy(cook.uid);
});

const card = () => page.getByTestId('my-recipe-card').filter({ hasText: title });
const dialog = () => page.getByRole('dialog', { name: 'Update Recipe' });

/** The cook changes the recipe's visibility in the Update dialog (screenshots and axe on the way, when asked). */
async function setVisibility(choice: 'Public' | 'Unlisted' | 'Private', look = false): Promise<void> {
  await card()
    .getByRole('button', { name: `Update ${title}` })
    .click();
  await dialog().getByRole('group', { name: 'Who can see this?' }).waitFor();
  await dialog()
    .getByRole('radio', { name: new RegExp(`^${choice}`) })
    .check();
  if (look) {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await dialog().getByRole('group', { name: 'Who can see this?' }).scrollIntoViewIfNeeded();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await screenshot(page, `visibility-dialog-${viewport.width}`, { fullPage: false });
    }
  }
  await dialog().getByRole('button', { name: 'Save' }).click();
  await dialog().waitFor({ state: 'hidden' });
  await expect.poll(async () => (await readRecipe(recipeId))?.['visibility']).toBe(choice.toLowerCase());
}

/** All Recipes searched for this test's word, as the visitor sees it once hydrated (the live list follows). */
async function visitorSearch(): Promise<void> {
  await visitor.goto(`/allRecipes?q=${word}`);
  await hydrated(visitor);
}

const visitorCard = () => visitor.getByTestId('recipe-card').filter({ hasText: title });

it(
  'private: a visitor gets the 404 page and no listing; unlisted: by link only, noindex; public: listed again',
  SLOW,
  async () => {
    await visitorSearch();
    await visitorCard().waitFor();

    await setVisibility('Private', true);
    await card().getByTestId('visibility-badge').filter({ hasText: 'Private' }).waitFor();

    // The visitor: the page answers 404 and says only "not found"; All Recipes does not list it.
    const response = await visitor.goto(`/recipes/${recipeId}`);
    expect(response?.status()).toBe(404);
    await visitor.getByRole('heading', { name: 'Recipe not found' }).waitFor();
    expect(await visitor.content()).not.toContain(title);
    await visitorSearch();
    await visitor.getByText('No recipes match your search.').waitFor();
    expect(await visitorCard().count()).toBe(0);

    // Its author opens it: the server cannot know who asks and answers 404, the browser reads it once signed in.
    await page.goto(`/recipes/${recipeId}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    await page.goto('/myRecipes');
    await card().waitFor();
    await setVisibility('Unlisted');
    await card().getByTestId('visibility-badge').filter({ hasText: 'Unlisted' }).waitFor();

    // The visitor opens it by its link; the page asks search engines not to index it; it is still in no list.
    const unlisted = await visitor.goto(`/recipes/${recipeId}`);
    expect(unlisted?.status()).toBe(200);
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await visitorSearch();
    await visitor.getByText('No recipes match your search.').waitFor();

    await setVisibility('Public');
    await expect.poll(() => card().getByTestId('visibility-badge').count()).toBe(0);
    await visitorSearch();
    await visitorCard().waitFor();
    const listed = await visitor.goto(`/recipes/${recipeId}`);
    expect(listed?.status()).toBe(200);
    expect(await visitor.locator('meta[name="robots"]').count()).toBe(0);
  },
);

it('another cook, signed in, gets the 404 page of a private recipe too', SLOW, async () => {
  const other = await createAccount('peek', 'Pia Peek');
  try {
    await logInThroughForm(visitor, other, '/login?redirect=%2FallRecipes');
    await setVisibility('Private');
    await visitor.goto(`/recipes/${recipeId}`);
    await visitor.getByRole('heading', { name: 'Recipe not found' }).waitFor();
    await hydrated(visitor);
    // Its read as a signed-in cook (read-as-author.tsx) is refused too: the 404 stays, with nothing of the recipe.
    await visitor.getByRole('heading', { name: 'Recipe not found' }).waitFor();
    expect(await visitor.content()).not.toContain(title);
  } finally {
    await deleteRecipesOwnedBy(other.uid);
  }
});
