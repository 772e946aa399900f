// Nutrition per serving and the recipe video in real Chromium, on a phone and
// on a desktop: the Add form's folded "Nutrition per serving" section (its
// messages, its focus), the label on the recipe page that the servings do
// not change, and a YouTube video that requests nothing of YouTube until the
// cook presses play, in a 16:9 box that does not move. A video file's player,
// the label's texts and the section's refusals are component tests
// (recipe-video.test.tsx, nutrition-label.test.tsx, recipe-form.test.tsx).
import { randomUUID } from 'node:crypto';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRecipeJourney } from './support/add-recipe';
import { seriousAccessibilityViolations } from './support/axe';
import {
  browserSession,
  DESKTOP,
  hydrated,
  isFocused,
  overflowsHorizontally,
  PHONE,
  screenshot,
  SLOW,
} from './support/browser';
import { createRecipeFor, deleteRecipe } from './support/firestore';
import { readRecipe, recipeIdsOwnedBy } from './support/manage';

describe('nutrition per serving, entered in the Add form', () => {
  const journey = addRecipeJourney('nutrition', 'Nora Nutrition');
  const page = () => journey.page;
  const field = (label: string) => page().getByLabel(label, { exact: true });

  it('is folded away, says what is refused, and the recipe page shows it per serving', SLOW, async () => {
    const title = `Nutritious soup ${randomUUID().slice(0, 8)}`;
    await field('Image URL').fill('/images/recipes/tomato-soup.webp');
    await field('Title').fill(title);
    await field('Ingredients').fill('Tomatoes, Onion\nSalt');
    await field('Instructions').fill('Chop everything. Simmer for 20 minutes.');
    await field('Prep time (minutes)').fill('15');

    const section = page().locator('details').filter({ hasText: 'Nutrition per serving' });
    expect(await section.getAttribute('open')).toBeNull();
    await section.locator('summary').click();
    await field('Calories (kcal)').fill('240');
    await field('Fat (g)').fill('1200');
    await field('Sodium (mg)').fill('300');
    // Folded again: the refused amount opens it and takes the focus on submit.
    await section.locator('summary').click();
    expect(await section.getAttribute('open')).toBeNull();
    await page().getByRole('button', { name: 'Add Recipe', exact: true }).click();
    await page().getByRole('alert').filter({ hasText: 'Fat must be at most 1000 g' }).waitFor();
    expect(await section.getAttribute('open')).not.toBeNull();
    await expect.poll(() => isFocused(field('Fat (g)'))).toBe(true);
    for (const viewport of [PHONE, DESKTOP]) {
      await page().setViewportSize(viewport);
      expect(await seriousAccessibilityViolations(page())).toEqual([]);
      await screenshot(page(), `nutrition-form-${viewport.width}`);
    }

    await field('Fat (g)').fill('9.5');
    await page().getByRole('button', { name: 'Add Recipe', exact: true }).click();
    const toast = page().getByRole('status').filter({ hasText: 'Recipe added successfully!' });
    await toast.waitFor();
    const [recipeId = ''] = await recipeIdsOwnedBy(journey.account.uid);
    expect((await readRecipe(recipeId))?.['nutrition']).toEqual({ calories: 240, fat: 9.5, sodium: 300 });

    await toast.getByRole('link', { name: 'View recipe' }).click();
    await page().getByRole('heading', { level: 1, name: title }).waitFor();
    await hydrated(page());
    const label = page().getByRole('region', { name: 'Nutrition per serving' });
    const amounts = () => label.getByRole('definition').allInnerTexts();
    expect(await amounts()).toEqual(['240 kcal', '9.5 g', '300 mg']);
    expect(await label.getByRole('term').allInnerTexts()).toEqual(['Calories', 'Fat', 'Sodium']);
    await label.getByText('Given by Nora Nutrition').waitFor();

    // Per serving: more servings shown change the ingredients, not the label.
    await page().getByRole('button', { name: 'More servings' }).click();
    await page().getByText('Scaled from 4 servings', { exact: false }).waitFor();
    expect(await amounts()).toEqual(['240 kcal', '9.5 g', '300 mg']);
    for (const viewport of [PHONE, DESKTOP]) {
      await page().setViewportSize(viewport);
      expect(await overflowsHorizontally(page())).toBe(false);
      expect(await seriousAccessibilityViolations(page())).toEqual([]);
      await screenshot(page(), `nutrition-label-${viewport.width}`);
    }
  });
});

describe('a recipe video', () => {
  const session = browserSession();
  const YOUTUBE_ID = 'dQw4w9WgXcQ';
  const title = `Filmed pasta ${randomUUID().slice(0, 8)}`;
  let youtubeRecipe: string;

  beforeAll(async () => {
    youtubeRecipe = await createRecipeFor('e2e-video-owner', 'Vic Video', title, {
      videoUrl: `https://youtu.be/${YOUTUBE_ID}?t=5`,
    });
  });
  afterAll(async () => {
    await deleteRecipe(youtubeRecipe);
  });

  /** Every request any page or frame of the test's browser profile makes, from now on. */
  function recordRequests(): string[] {
    const urls: string[] = [];
    session.context.on('request', (request: Request) => urls.push(request.url()));
    return urls;
  }

  const videoHosts = (urls: string[]) =>
    urls.filter((url) => /youtube|ytimg|googlevideo|videos\.example\.com/.test(new URL(url).hostname));

  /** Every picture of the page, the poster too, has loaded: what the page requests before play, it has by now. */
  const posterShown = (page: Page) =>
    page.waitForFunction('[...document.images].every((image) => image.complete)', undefined, { timeout: 15_000 });

  async function videoBox(page: Page) {
    const box = await page.getByRole('region', { name: 'Video' }).locator('div').first().boundingBox();
    if (!box) throw new Error('no video box');
    return box;
  }

  for (const viewport of [PHONE, DESKTOP]) {
    it(`YouTube at ${viewport.width} px: its picture and a play button, nothing of YouTube until play`, async () => {
      const page = session.page;
      await page.setViewportSize(viewport);
      const requests = recordRequests();
      await page.goto(`/recipes/${youtubeRecipe}`);
      await hydrated(page);
      const play = page.getByRole('button', { name: `Play video: ${title}` });
      await play.scrollIntoViewIfNeeded();
      await posterShown(page);
      expect(videoHosts(requests)).toEqual([]);
      expect(await page.locator('iframe').count()).toBe(0);

      const before = await videoBox(page);
      expect(before.width / before.height).toBeCloseTo(16 / 9, 1);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await screenshot(page, `video-poster-${viewport.width}`);

      await play.click();
      // Offline here, so the player itself cannot load; what matters is where it comes from.
      const player = page.locator('iframe');
      expect(await player.getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}?autoplay=1`);
      expect(await player.getAttribute('title')).toBe(`Video: ${title}`);
      expect(await videoBox(page)).toEqual(before);
      expect(videoHosts(requests).every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
    });
  }
});
