// Ratings and reviews, through the real rules and trigger: a cook writes,
// edits and deletes a review with the keyboard; the summary, the card and the
// counters follow; the author is told why they cannot write one; long lists
// page with "Show more reviews" (read from Firestore); the server's HTML
// carries the rating for search engines. The writer's and the list's states
// from data passed in: reviews.test.tsx.
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { madeUpWord } from './support/browse-data';
import { BASE_URL, browserSession, hydrated, PHONE, screenshot, SLOW } from './support/browser';
import { addReviews, createRecipeFor, deleteRecipe } from './support/firestore';
import { readDocument, readRecipe } from './support/manage';
import { signIn } from './support/sign-in';

const session = browserSession();
let page: Page;
let cook: TestAccount;
let recipeId: string;
let title: string;

beforeEach(async () => {
  ({ page } = session);
  title = `${madeUpWord()} pepper soup`;
  cook = await createAccount('review-a', 'Rita Reviewer');
  recipeId = await createRecipeFor(`e2e-author-${madeUpWord()}`, 'Review Author', title);
});
afterEach(async () => {
  // The delete trigger takes the recipe's reviews along.
  await deleteRecipe(recipeId);
});

const reviews = (p: Page) => p.getByRole('region', { name: 'Reviews' });
const summary = (p: Page) => p.getByTestId('rating-summary');
/** ratingCount, ratingSum and starCounts as stored. */
const counters = async () => {
  const recipe = await readRecipe(recipeId);
  return [recipe?.['ratingCount'], recipe?.['ratingSum'], recipe?.['starCounts']];
};
const stored = (count: number, sum: number, [one = 0, two = 0, three = 0, four = 0, five = 0]: number[] = []) => [
  count,
  sum,
  { '1': one, '2': two, '3': three, '4': four, '5': five },
];
/** The numbers the star bars show, 5 stars first (each bar ends with its count: "1 review"). */
const bars = (p: Page) =>
  Promise.all(
    [5, 4, 3, 2, 1].map(async (stars) => {
      const count = await p.getByTestId(`star-bar-${stars}`).locator(':scope > span').last().textContent();
      return Number.parseInt(count ?? '', 10);
    }),
  );

it('writes, edits and deletes a review with the keyboard: summary, card and counters follow', async () => {
  page = await signIn(session, cook, `/recipes/${recipeId}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await hydrated(page);
  expect(await summary(page).getAttribute('aria-label')).toBe('No reviews yet');

  // Keyboard only: into the radio group, the arrow keys choose, Tab moves on.
  const form = reviews(page).getByRole('form', { name: 'Write a review' });
  await form.getByRole('radio', { name: '1 star', exact: true }).focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  expect(await form.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Used half the chilli.\nStill great.');
  await form.getByRole('button', { name: 'Save review' }).focus();
  await page.keyboard.press('Enter');

  await page.getByText('Thank you! Your review is saved.').waitFor(SLOW);
  await expect.poll(() => summary(page).getAttribute('aria-label'), SLOW).toBe('Rated 4.0 out of 5 from 1 review');
  await expect.poll(counters, SLOW).toEqual(stored(1, 4, [0, 0, 0, 1]));
  await expect.poll(() => bars(page), SLOW).toEqual([0, 1, 0, 0, 0]);
  expect(await readDocument(`recipes/${recipeId}/reviews/${cook.uid}`)).toMatchObject({
    rating: 4,
    text: 'Used half the chilli.\nStill great.',
    displayName: 'Rita Reviewer',
  });
  // The backend derives the average for "Top rated".
  await expect.poll(async () => (await readRecipe(recipeId))?.['ratingAverage'], SLOW).toBe(4);
  const own = page.getByTestId('own-review');
  await own.getByText('Still great.').waitFor();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'reviews-written');

  // Edit: the same review, now 2 stars.
  await own.getByRole('button', { name: 'Edit review' }).click();
  const edit = reviews(page).getByRole('form', { name: 'Edit your review' });
  // A pointer picks a star by its label (the radio itself is visually hidden).
  await edit.getByRole('radio', { name: '2 stars' }).locator('xpath=..').click();
  await edit.getByRole('button', { name: 'Save review' }).click();
  await page.getByText('Your review is updated.').waitFor(SLOW);
  await expect.poll(() => summary(page).getAttribute('aria-label'), SLOW).toBe('Rated 2.0 out of 5 from 1 review');
  await expect.poll(counters, SLOW).toEqual(stored(1, 2, [0, 1]));
  // The bars moved the review from 4 stars to 2, counted once.
  await expect.poll(() => bars(page), SLOW).toEqual([0, 0, 0, 1, 0]);

  // The card on All Recipes shows the same.
  await page.goto(`/allRecipes?q=${encodeURIComponent(title.split(' ')[0] ?? '')}`);
  const card = page.getByTestId('recipe-card').filter({ hasText: title });
  await expect.poll(() => card.getByTestId('rating').innerText(), SLOW).toBe('2.0 ★ (1)');

  // Delete, after confirming.
  await page.goto(`/recipes/${recipeId}`);
  await page.getByTestId('own-review').getByRole('button', { name: 'Delete review' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your review?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Your review is deleted.').waitFor(SLOW);
  await expect.poll(() => summary(page).getAttribute('aria-label'), SLOW).toBe('No reviews yet');
  await expect.poll(counters, SLOW).toEqual(stored(0, 0));
  await expect.poll(() => bars(page), SLOW).toEqual([0, 0, 0, 0, 0]);
  expect(await readDocument(`recipes/${recipeId}/reviews/${cook.uid}`)).toBeUndefined();
  await expect.poll(async () => (await readRecipe(recipeId))?.['ratingAverage'], SLOW).toBeUndefined();
});

// A visitor's link to log in and back, and the note's text: reviews.test.tsx beside the components.
it('tells the author why they cannot review their own recipe', async () => {
  const author = await createAccount('review-author', 'Own Author');
  const ownRecipe = await createRecipeFor(author.uid, 'Own Author', `${madeUpWord()} own stew`);
  try {
    page = await signIn(session, author, `/recipes/${ownRecipe}`);
    await page.getByTestId('own-recipe-note').waitFor(SLOW);
    expect(await reviews(page).getByRole('form').count()).toBe(0);
  } finally {
    await deleteRecipe(ownRecipe);
  }
});

it('pages long lists newest first with "Show more reviews", text as text, and puts the rating in the JSON-LD', async () => {
  const start = Date.parse('2026-03-01T12:00:00Z');
  const many = Array.from({ length: 12 }, (_, i) => ({
    uid: `e2e-reviewer-${i}`,
    rating: (i % 5) + 1,
    text:
      i === 11
        ? '<b>not bold</b> and a verylongwordthatmustwrapinsteadofoverflowingthecardonaphone'.repeat(2)
        : `Review number ${i}`,
    at: new Date(start + i * 3_600_000),
  }));
  await addReviews(recipeId, many);

  // Crawlers read the rating without JavaScript.
  const html = await (await fetch(`${BASE_URL}/recipes/${recipeId}`)).text();
  const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
  const recipe = JSON.parse(jsonLd) as {
    aggregateRating?: object;
    review?: { reviewRating: { ratingValue: number } }[];
  };
  expect(recipe.aggregateRating).toEqual({
    '@type': 'AggregateRating',
    ratingValue: 2.8,
    ratingCount: 12,
    bestRating: 5,
    worstRating: 1,
  });
  expect(recipe.review).toHaveLength(5);
  expect(recipe.review?.[0]?.reviewRating.ratingValue).toBe(2);

  await page.setViewportSize(PHONE);
  await page.goto(`/recipes/${recipeId}`);
  await hydrated(page);
  const items = reviews(page).getByTestId('review');
  await expect.poll(() => items.count(), SLOW).toBe(10);
  // Newest first: the last written is at the top, shown as text.
  expect(await items.first().innerText()).toContain('<b>not bold</b>');
  expect(await summary(page).getAttribute('aria-label')).toBe('Rated 2.8 out of 5 from 12 reviews');
  expect(await page.getByTestId('star-bar-5').innerText()).toContain('2');
  // The bars are the recipe's kept star counts, which the seeded reviews moved (5 stars first).
  expect(await bars(page)).toEqual([2, 2, 2, 3, 3]);

  await reviews(page).getByRole('button', { name: 'Show more reviews' }).click();
  await expect.poll(() => items.count(), SLOW).toBe(12);
  expect(await items.last().innerText()).toContain('Review number 0');
  expect(await reviews(page).getByRole('button', { name: 'Show more reviews' }).count()).toBe(0);
  const overflow = await page.evaluate('document.documentElement.scrollWidth > document.documentElement.clientWidth');
  expect(overflow).toBe(false);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'reviews-phone');
});
