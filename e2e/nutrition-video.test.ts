// Nutrition per serving and the recipe video in real Chromium, in one journey:
// a cook adds a recipe with its nutrition and a YouTube link through the Add
// form; the recipe page shows the label per serving (more servings change the
// ingredients, not the label) and the video's picture in a 16:9 box that
// requests nothing of YouTube until play, fits a phone and does not move when
// the player takes its place. The folded section, its refusals and focus
// (recipe-form.test.tsx), a video file's player (recipe-video.test.tsx) and the
// label's texts (nutrition-label.test.tsx) are component tests.
import { randomUUID } from 'node:crypto';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addRecipeJourney } from './support/add-recipe';
import { seriousAccessibilityViolations } from './support/axe';
import { DESKTOP, hydrated, expectNoSidewaysScroll, PHONE, screenshot, SLOW } from './support/browser';
import { readRecipe, recipeIdsOwnedBy } from './support/manage';

const YOUTUBE_ID = 'dQw4w9WgXcQ';

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

describe('a recipe with nutrition and a video, added in the Add form', () => {
  const journey = addRecipeJourney('nutrition', 'Nora Nutrition');
  const page = () => journey.page;
  const field = (label: string) => page().getByLabel(label, { exact: true });

  it('shows the label per serving and the video, which loads nothing of YouTube until play', SLOW, async () => {
    const title = `Nutritious soup ${randomUUID().slice(0, 8)}`;
    await field('Image URL').fill('/images/recipes/tomato-soup.webp');
    await field('Title').fill(title);
    await field('Ingredients').fill('Tomatoes, Onion\nSalt');
    await field('Instructions').fill('Chop everything. Simmer for 20 minutes.');
    await field('Prep time (minutes)').fill('15');
    await field('Video link (optional)').fill(`https://youtu.be/${YOUTUBE_ID}?t=5`);
    await page().locator('details').filter({ hasText: 'Nutrition per serving' }).locator('summary').click();
    await field('Calories (kcal)').fill('240');
    await field('Fat (g)').fill('9.5');
    await field('Sodium (mg)').fill('300');

    await page().getByRole('button', { name: 'Add Recipe', exact: true }).click();
    const toast = page().getByRole('status').filter({ hasText: 'Recipe added successfully!' });
    await toast.waitFor();
    const [recipeId = ''] = await recipeIdsOwnedBy(journey.account.uid);
    const stored = await readRecipe(recipeId);
    expect(stored?.['nutrition']).toEqual({ calories: 240, fat: 9.5, sodium: 300 });
    expect(String(stored?.['videoUrl'])).toContain(YOUTUBE_ID);

    // Every request any page or frame of the cook's browser profile makes, from here on.
    const requests: string[] = [];
    journey.session.context.on('request', (request: Request) => requests.push(request.url()));
    await page().setViewportSize(PHONE);
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

    // The video: its picture and a play button, nothing of YouTube, in a 16:9 box at both widths.
    const play = page().getByRole('button', { name: `Play video: ${title}` });
    await play.scrollIntoViewIfNeeded();
    await posterShown(page());
    expect(videoHosts(requests)).toEqual([]);
    expect(await page().locator('iframe').count()).toBe(0);
    for (const viewport of [PHONE, DESKTOP]) {
      await page().setViewportSize(viewport);
      const box = await videoBox(page());
      expect(box.width / box.height, `the video at ${viewport.width} px`).toBeCloseTo(16 / 9, 1);
      await expectNoSidewaysScroll(page());
      await screenshot(page(), `nutrition-video-${viewport.width}`);
    }
    // The label and the video's button, once per page (the markup is the same at every width).
    expect(await seriousAccessibilityViolations(page())).toEqual([]);

    await play.scrollIntoViewIfNeeded();
    const before = await videoBox(page());
    await play.click();
    // Offline here, so the player itself cannot load; what matters is where it comes from.
    const player = page().locator('iframe');
    expect(await player.getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}?autoplay=1`);
    expect(await player.getAttribute('title')).toBe(`Video: ${title}`);
    expect(await videoBox(page())).toEqual(before);
    expect(videoHosts(requests).every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
  });
});
