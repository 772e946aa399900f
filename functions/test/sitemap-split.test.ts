// The sitemap past its file limit. 50,000 URLs per file is too many to make in
// a test, so this runs the function's own sitemap code with a limit of 10
// against the real Firestore emulator: every part stays within the limit and
// every recipe is listed exactly once across the parts.
import { afterAll, beforeAll, expect, test } from 'vitest';
// First: it points the Admin SDK the function's own modules use at the emulator.
import './support/firestore';
import { createRecipe, deleteCreatedRecipes } from './support/recipes';
import { createUser, deleteCreatedUsers } from './support/users';

const { countPages, countRecipes, partCount, sitemapIndexXml, urlsetXml } = await import('../src/pages/sitemap');
const { rawRecipesCollection } = await import('../src/recipes/collection');

const PER_FILE = 10;
const OURS = 12;
const ids: string[] = [];

beforeAll(async () => {
  const owner = await createUser({ displayName: 'Sam Sitemap' });
  for (let index = 0; index < OURS; index++) ids.push(await createRecipe(owner, { title: `Sitemap Soup ${index}` }));
});

afterAll(async () => {
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

async function collect(chunks: AsyncGenerator<string>): Promise<string> {
  let xml = '';
  for await (const chunk of chunks) xml += chunk;
  return xml;
}

test('past the limit the sitemap is an index of parts that together list every recipe once', async () => {
  // The sitemap sizes itself by the kept total, which the backend's trigger moves a moment after each write.
  const counted = async () => (await rawRecipesCollection().count().get()).data().count;
  await expect.poll(async () => (await countRecipes()) - (await counted()), { timeout: 30_000 }).toBe(0);
  const pages = await countPages();
  const parts = partCount(pages.total, PER_FILE);
  expect(parts).toBeGreaterThan(1);

  const index = sitemapIndexXml(parts);
  const partUrls = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((match) => match[1]);
  expect(partUrls).toHaveLength(parts);
  expect(partUrls[0]).toMatch(/\/sitemaps\/recipes-1\.xml$/);

  const locs: string[] = [];
  for (let part = 1; part <= parts; part++) {
    const xml = await collect(urlsetXml(part, PER_FILE, pages.recipes));
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const entries = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(entries.length).toBeLessThanOrEqual(PER_FILE);
    locs.push(...entries);
  }
  for (const id of ids) {
    expect(locs.filter((loc) => loc.endsWith(`/recipes/${id}`))).toHaveLength(1);
  }
  expect(locs.filter((loc) => /^https?:\/\/[^/]+\/$/.test(loc))).toHaveLength(1);
});
