// A recipe's visibility, in one journey (docs/data-model.md#visibility): its
// cook changes it in My Recipes' Update dialog while a visitor, signed out,
// searches All Recipes for it and another cook, signed in, opens its address.
// Made private, All Recipes does not list it and the other cook gets
// the 404 page (the server's, and their own read of it is refused too), while
// its author still opens it; made unlisted, the other cook opens it by its
// link, the page says noindex, and All Recipes still does not list it; public
// again, it is listed. My Recipes marks the unlisted and private ones. The
// server's answers (404 page, noindex) are functions/test/recipes-visibility.test.ts;
// the Update dialog's accessibility is dialogs-accessibility.test.ts; the badge
// and the choice themselves are component tests
// (web/src/components/ui/visibility-badge.test.tsx, visibility-choice.test.tsx).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './support/accounts';
import { browserSession, hydrated, newContext, SLOW } from './support/browser';
import { createRecipeFor } from './support/firestore';
import { deleteRecipesOwnedBy, readRecipe } from './support/manage';
import { signedInContext, signIn } from './support/sign-in';

const session = browserSession();
let cook: TestAccount;
let other: TestAccount;
let word: string;
let title: string;
let recipeId: string;

beforeAll(async () => {
  cook = await createAccount('visible', 'Vera Visible');
  other = await createAccount('peek', 'Pia Peek');
  word = `vis${randomUUID().slice(0, 8)}`;
  title = `Draft stew ${word}`;
  recipeId = await createRecipeFor(cook.uid, cook.name, title);
});

afterAll(async () => {
  await deleteRecipesOwnedBy(cook.uid);
});

it('private: the 404 page and no listing; unlisted: by link only, noindex; public: listed again', SLOW, async () => {
  const page = await signIn(session, cook, '/myRecipes');
  await page.getByRole('heading', { level: 1, name: 'My Recipes' }).waitFor();
  const card = () => page.getByTestId('my-recipe-card').filter({ hasText: title });
  const dialog = page.getByRole('dialog', { name: 'Update Recipe' });

  /** The cook changes the recipe's visibility in the Update dialog. */
  async function setVisibility(choice: 'Public' | 'Unlisted' | 'Private'): Promise<void> {
    await card()
      .getByRole('button', { name: `Update ${title}` })
      .click();
    await dialog
      .getByRole('group', { name: 'Who can see this?' })
      .getByRole('radio', { name: new RegExp(`^${choice}`) })
      .check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await readRecipe(recipeId))?.['visibility']).toBe(choice.toLowerCase());
  }

  const visitorContext = await newContext(session.browser);
  const otherContext = await signedInContext(session.browser, other);
  try {
    // The visitor's All Recipes, searched for this test's word, once hydrated.
    const visitor = await visitorContext.newPage();
    const search = async () => {
      await visitor.goto(`/allRecipes?q=${word}`);
      await hydrated(visitor);
    };
    const listed = visitor.getByTestId('recipe-card').filter({ hasText: title });
    await search();
    await listed.waitFor();
    const peek = await otherContext.newPage();

    await setVisibility('Private');
    await card().getByTestId('visibility-badge').filter({ hasText: 'Private' }).waitFor();
    await search();
    await visitor.getByText('No recipes match your search.').waitFor();
    expect(await listed.count()).toBe(0);

    // The other cook: the server answers 404; their read as a signed-in cook (read-as-author.tsx) is refused too.
    const response = await peek.goto(`/recipes/${recipeId}`);
    expect(response?.status()).toBe(404);
    await peek.getByRole('heading', { name: 'Recipe not found' }).waitFor();
    await hydrated(peek);
    await peek.getByRole('heading', { name: 'Recipe not found' }).waitFor();
    expect(await peek.content()).not.toContain(title);

    // Its author opens it: the server cannot know who asks and answers 404, the browser reads it once signed in.
    await page.goto(`/recipes/${recipeId}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    await page.goto('/myRecipes');
    await card().waitFor();
    await setVisibility('Unlisted');
    await card().getByTestId('visibility-badge').filter({ hasText: 'Unlisted' }).waitFor();

    // Opened by its link; the page asks search engines not to index it; still in no list.
    const unlisted = await peek.goto(`/recipes/${recipeId}`);
    expect(unlisted?.status()).toBe(200);
    await peek.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await peek.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await search();
    await visitor.getByText('No recipes match your search.').waitFor();

    await setVisibility('Public');
    await expect.poll(() => card().getByTestId('visibility-badge').count()).toBe(0);
    await search();
    await listed.waitFor();
  } finally {
    await visitorContext.close();
    await otherContext.close();
  }
});
