// "Download my recipes" on the Dashboard: the file a cook takes to Mealie or
// Tandoor holds every own recipe as schema.org Recipe JSON-LD, read from the
// real backend. The offline message and "nothing to export" are component
// tests (dashboard-overview.test.tsx).
import { randomUUID } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe';
import { BASE_URL, screenshot, SLOW } from './support/browser';
import { cookSession } from './support/cook-session';
import { createRecipeFor } from './support/firestore';
import { signIn } from './support/sign-in';

const session = cookSession('export', 'Erin Export');

const downloadButton = () => session.page.getByRole('button', { name: 'Download my recipes' });
const toast = (text: string) => session.page.getByRole('status').filter({ hasText: text });

async function openDashboard() {
  await signIn(session, session.account, '/dashboard');
  await session.page.getByText('Welcome back, Erin Export!').waitFor();
}

/** The Recipe objects of the file the download saved. */
async function recipesInDownload(): Promise<Record<string, unknown>[]> {
  const [download] = await Promise.all([session.page.waitForEvent('download'), downloadButton().click()]);
  expect(download.suggestedFilename()).toMatch(/^recipe-book-recipes-\d{4}-\d\d-\d\d\.json$/);
  // Read as a stream: the browser is shared (support/shared-chromium.ts), so its files are not this process's to open.
  return JSON.parse(await text(await download.createReadStream())) as Record<string, unknown>[];
}

it('downloads every own recipe as schema.org Recipe JSON-LD, and says how many', SLOW, async () => {
  const tag = randomUUID().slice(0, 6);
  const soup = await createRecipeFor(session.account.uid, session.account.name, `Export soup ${tag}`, {
    ingredients: ['1 l stock', '2 carrots'],
  });
  const pie = await createRecipeFor(session.account.uid, session.account.name, `Export pie ${tag}`, {
    ingredients: ['300 g flour', '4 apples', '100 g butter'],
    cookTime: 45,
  });
  await openDashboard();
  const list = session.page.getByRole('region', { name: 'Your recipes' });
  await list.getByRole('link', { name: `Export pie ${tag}` }).waitFor();
  expect(await seriousAccessibilityViolations(session.page)).toEqual([]);

  const recipes = await recipesInDownload();
  await toast('Exported 2 recipes').waitFor();
  expect(recipes).toHaveLength(2);
  // Newest first, as the Dashboard lists them.
  expect(recipes).toEqual([
    expect.objectContaining({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      '@id': `${BASE_URL}/recipes/${pie}`,
      name: `Export pie ${tag}`,
      author: { '@type': 'Person', name: 'Erin Export' },
      recipeIngredient: ['300 g flour', '4 apples', '100 g butter'],
      cookTime: 'PT45M',
    }),
    expect.objectContaining({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      '@id': `${BASE_URL}/recipes/${soup}`,
      name: `Export soup ${tag}`,
      recipeIngredient: ['1 l stock', '2 carrots'],
    }),
  ]);
  expect(await downloadButton().isEnabled()).toBe(true);
  expect(await seriousAccessibilityViolations(session.page)).toEqual([]);
  await screenshot(session.page, 'export-recipes-done');
});
