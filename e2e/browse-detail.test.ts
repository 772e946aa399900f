// Recipe detail on the real build: the findable head (title, description,
// canonical, Open Graph, schema.org Recipe JSON-LD parsed from the real page),
// a failed read whose Retry reconnects and loads, print, axe and phone width.
// The page's texts, not found, ticks, Share and Keep screen on:
// recipe-detail.test.tsx and recipe-detail-states.test.tsx beside the components.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createAccount } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { madeUpWord } from './support/browse-data';
import {
  BASE_URL,
  browserSession,
  cutOffFirestore,
  hydrated,
  expectNoSidewaysScroll,
  PHONE,
  reconnectFirestore,
  screenshot,
  SLOW,
} from './support/browser';
import { createRecipeFor, deleteRecipe } from './support/firestore';
import { signIn } from './support/sign-in';

const session = browserSession();
let page: Page;
let id: string;
let title: string;

beforeAll(async () => {
  title = `${madeUpWord()} harvest risotto`;
  id = await createRecipeFor('e2e-detail-owner', 'Dana Detail', title, {
    cuisine: 'Italian',
    image: '/images/recipes/salad.webp',
    prepTime: 95,
    cookTime: 25,
    servings: 4,
    ingredients: ['300 g arborio rice', '1 l vegetable stock', '50 g parmesan'],
    instructions: ['Toast the rice.', 'Add the stock a ladle at a time.', 'Stir in the parmesan.'],
  });
});
afterAll(async () => {
  await deleteRecipe(id);
});
beforeEach(() => {
  ({ page } = session);
});

it('tells search engines and link previews what the recipe is', async () => {
  await page.goto(`/recipes/${id}`);
  await hydrated(page);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  const url = `${BASE_URL}/recipes/${id}`;
  await expect.poll(() => page.title(), SLOW).toBe(`${title} | Recipe Book`);
  const head = page.locator('head');
  expect(await head.locator('link[rel="canonical"]').getAttribute('href')).toBe(url);
  expect(await head.locator('meta[property="og:title"]').getAttribute('content')).toBe(`${title} | Recipe Book`);
  expect(await head.locator('meta[property="og:url"]').getAttribute('content')).toBe(url);
  expect(await head.locator('meta[property="og:image"]').getAttribute('content')).toBe(
    `${BASE_URL}/images/recipes/salad.webp`,
  );
  const descriptions = await head
    .locator('meta[name="description"]')
    .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
  // One of each: the page's own, not also the root route's generic one.
  expect(descriptions).toHaveLength(1);
  expect(descriptions[0]).toMatch(/^Italian recipe by Dana Detail, ready in 2 hours\./);
  expect(await head.locator('link[rel="canonical"]').count()).toBe(1);

  // The JSON-LD may sit anywhere in the document; search engines read it in <body> too.
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(scripts).toHaveLength(1);
  const recipe = JSON.parse(scripts[0] ?? '') as Record<string, unknown>;
  expect(recipe).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: title,
    url,
    image: [`${BASE_URL}/images/recipes/salad.webp`],
    author: { '@type': 'Person', name: 'Dana Detail' },
    prepTime: 'PT1H35M',
    cookTime: 'PT25M',
    totalTime: 'PT2H',
    recipeYield: '4 servings',
    recipeCuisine: 'Italian',
    recipeCategory: ['Lunch'],
    recipeIngredient: ['300 g arborio rice', '1 l vegetable stock', '50 g parmesan'],
    recipeInstructions: [
      { '@type': 'HowToStep', position: 1, text: 'Toast the rice.' },
      { '@type': 'HowToStep', position: 2, text: 'Add the stock a ladle at a time.' },
      { '@type': 'HowToStep', position: 3, text: 'Stir in the parmesan.' },
    ],
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/LikeAction',
      userInteractionCount: 0,
    },
  });
  expect(typeof recipe.description).toBe('string');
  expect(typeof recipe.keywords).toBe('string');
  expect(Number.isNaN(Date.parse(String(recipe.datePublished)))).toBe(false);
});

it('shows an error with Retry when the recipe cannot be read, and Retry loads it', async () => {
  // Firestore unreachable: the read fails instead of loading forever. The
  // server-rendered page carries the recipe as loader data, so the page is
  // reached from within the app, where a signed-in cook's loader reads it
  // through Firestore (a visitor's loads the page from the CDN instead).
  page = await signIn(session, await createAccount('detail-reader'), '/aboutUs');
  await cutOffFirestore(page.context());
  await page.evaluate(`history.pushState({}, '', '/recipes/${id}'); dispatchEvent(new PopStateEvent('popstate'))`);
  await page.getByRole('heading', { name: "We couldn't load this recipe" }).waitFor({ timeout: 45_000 });
  await screenshot(page, 'browse-detail-error');
  await reconnectFirestore(page.context());
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 45_000 });
});

// Share and Keep screen on: recipe-detail.test.tsx.
it('prints the recipe alone', async () => {
  await page.goto(`/recipes/${id}`);
  await hydrated(page);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await screenshot(page, 'browse-detail-desktop');

  // Style is recomputed for print asynchronously; on a busy machine the first
  // look can still see the screen layout, so wait for the print one.
  await page.emulateMedia({ media: 'print' });
  await expect.poll(() => page.getByRole('contentinfo').isVisible(), SLOW).toBe(false);
  expect(await page.getByRole('button', { name: 'Share' }).isVisible()).toBe(false);
  expect(await page.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
  await page.emulateMedia({ media: 'screen' });
});

it('has no serious accessibility problems and fits a phone', async () => {
  await page.setViewportSize(PHONE);
  await page.goto(`/recipes/${id}`);
  await hydrated(page);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await expectNoSidewaysScroll(page);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'browse-detail-phone');
});
