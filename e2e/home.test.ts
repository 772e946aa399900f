// Home in real Chromium against the emulators: what only a browser proves. Real
// Swiper loading late and moving (on the page's clock); Top Recipes in the
// server's HTML (no wait for Firestore) and in Firestore's order, with the
// layout (three, two and one columns, the Upcoming cards), the head and the
// footer; no shift while the page loads on a phone (CLS). The page's states
// are component tests beside Home's components (top-recipes.test.tsx: the
// cards' links and All Recipes); axe, phone width and the screenshots of both
// widths: routes.test.ts.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './support/admin';
import {
  browserSession,
  cutOffFirestore,
  DESKTOP,
  hydrated,
  PHONE,
  reconnectFirestore,
  screenshot,
} from './support/browser';

type Size = { width: number; height: number };

/** A new slide every 3 s: running the page's clock a turn and a half brings one turn. */
const AUTOPLAY_MS = 3000;
const LONGER_THAN_ONE_TURN = AUTOPLAY_MS + 1500;
/** The phone of Lighthouse's mobile preset, at whose height the section below the hero is just in view. */
const LIGHTHOUSE_PHONE = { width: 412, height: 823 };

const session = browserSession();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

const carousel = () => page.locator('section[aria-roledescription="carousel"]');
const topRecipes = () => page.locator('section[aria-labelledby="top-recipes-title"]');

/** Opens Home (optionally with motion allowed) and waits until it is hydrated. */
async function openHydratedHome(motion: 'reduce' | 'no-preference', viewport: Size = DESKTOP) {
  await page.setViewportSize(viewport);
  await page.emulateMedia({ reducedMotion: motion });
  await page.goto('/');
  await hydrated(page);
}

/** The paths of the scripts the page requests from now on. */
function requestedScripts(): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}
const isSwiper = (path: string) => path.includes('hero-swiper');

const ACTIVE_LABEL = `document.querySelector('.swiper-slide-active')?.getAttribute('aria-label')`;

/** Waits until that slide is on show and still (a looping Swiper ignores a key pressed mid-slide). */
function waitForSlide(label: string, timeout = 10_000) {
  return page.waitForFunction(
    `${ACTIVE_LABEL} === ${JSON.stringify(label)} && !document.querySelector('.swiper').swiper.animating`,
    undefined,
    { timeout },
  );
}

/** Swiper's own state, read from the instance it keeps on its element. */
function swiperState() {
  return page.evaluate<{ running: boolean; delay: number; speed: number; gap: number; loop: boolean }>(`(() => {
    const swiper = document.querySelector('.swiper').swiper;
    return {
      running: swiper.autoplay.running,
      delay: swiper.params.autoplay.delay,
      speed: swiper.params.speed,
      gap: swiper.params.spaceBetween,
      loop: swiper.params.loop,
    };
  })()`);
}

// The carousel's states (slides, controls, Pause, keyboard focus, reduced motion, the first turn, a
// press while Swiper loads) are web/src/features/home/components/hero-carousel.test.tsx's, with a
// stand-in for Swiper; the typewriter, Upcoming cards and newsletter have their own tests beside them.
describe('hero carousel', () => {
  it('starts real Swiper on a press made while it loads, and Swiper then turns the slides by itself', async () => {
    const scripts = requestedScripts();
    // Swiper's script is held back until the press has been made.
    let pressed = () => {};
    const afterPress = new Promise<void>((resolve) => (pressed = resolve));
    await page.route('**/hero-swiper-*.js', async (route) => {
      await afterPress;
      await route.continue();
    });
    await page.clock.install();
    await openHydratedHome('no-preference');
    // Swiper is not part of the page's start.
    expect(scripts.filter(isSwiper)).toEqual([]);
    expect(await carousel().locator('.swiper-initialized').count()).toBe(0);

    await page.getByRole('button', { name: 'Previous slide' }).click();
    await page.mouse.move(0, 0);
    pressed();
    // Previous from the first slide loops round to the last.
    await waitForSlide('4 of 4');
    expect(scripts.filter(isSwiper)).toHaveLength(1);
    expect(await swiperState()).toEqual({ running: true, delay: 3000, speed: 600, gap: 30, loop: true });
    // The click did not stop the rotation: one turn of the page's clock brings the next slide, looping round.
    await page.clock.runFor(LONGER_THAN_ONE_TURN);
    await waitForSlide('1 of 4');
    expect(await carousel().locator('.swiper-slide[inert]').count()).toBe(3);
  });
});

interface TopRecipe {
  id: string;
  title: string;
  likes: number;
}

/** What Top Recipes should show: Firestore's most liked recipes, equal counts newest first. */
async function mostLikedInFirestore(): Promise<TopRecipe[]> {
  const { docs } = await db
    .collection('recipes')
    .orderBy('likeCount', 'desc')
    .orderBy('createdAt', 'desc')
    .limit(6)
    .select('title', 'likeCount')
    .get();
  return docs.map((recipe) => ({
    id: recipe.id,
    title: String(recipe.get('title')),
    likes: Number(recipe.get('likeCount')),
  }));
}

async function shownTopRecipes(): Promise<Omit<TopRecipe, 'id'>[]> {
  const cards = topRecipes().getByTestId('recipe-card');
  const titles = await cards.getByRole('heading').allInnerTexts();
  const likes = await cards.getByTestId('like-count').allInnerTexts();
  return titles.map((title, index) => ({ title, likes: Number(likes[index]) }));
}

/** Scrolls to Top Recipes and waits for the cards. */
async function scrollToTopRecipes() {
  await topRecipes().scrollIntoViewIfNeeded();
  await topRecipes().getByTestId('recipe-card').first().waitFor();
}

describe('Top Recipes', () => {
  it("come with the page, then show Firestore's six most liked in order, in three, two and one columns, under the head and over the footer", async () => {
    // Firestore out of reach: the list is the server's (live updates join once they can).
    await cutOffFirestore(page.context());
    await openHydratedHome('reduce');
    await scrollToTopRecipes();
    expect(await shownTopRecipes()).toHaveLength(6);
    expect(await page.getByRole('alert').count()).toBe(0);
    await reconnectFirestore(page.context());

    // Other tests like and add recipes meanwhile: the page is read again until both sides settle on the same answer.
    let expected: TopRecipe[] = [];
    await expect
      .poll(
        async () => {
          expected = await mostLikedInFirestore();
          const same =
            JSON.stringify(await shownTopRecipes()) ===
            JSON.stringify(expected.map(({ title, likes }) => ({ title, likes })));
          if (!same) {
            await page.reload();
            await scrollToTopRecipes();
          }
          return same;
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);
    expect(expected).toHaveLength(6);
    expect(expected.map((recipe) => recipe.likes)).toEqual(
      [...expected.map((recipe) => recipe.likes)].sort((a, b) => b - a),
    );

    // Three columns on a wide screen: the first three cards share a row.
    const tops = await topRecipes()
      .getByTestId('recipe-card')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(new Set(tops.slice(0, 3)).size).toBe(1);
    expect(tops[3]).toBeGreaterThan(tops[0] ?? 0);

    // Below them the Upcoming cards, 400 px high on a wide screen, the second with its picture on the right.
    const upcoming = page.locator('article[data-shown]');
    await upcoming.last().scrollIntoViewIfNeeded();
    const imageOnLeft = (index: number) =>
      upcoming.nth(index).evaluate((card) => {
        const image = card.querySelector('img')?.getBoundingClientRect();
        const box = card.getBoundingClientRect();
        return (image?.left ?? 0) < box.left + box.width / 2;
      });
    expect([await imageOnLeft(0), await imageOnLeft(1)]).toEqual([true, false]);
    expect((await upcoming.first().boundingBox())?.height).toBe(400);
    await screenshot(page, 'home-desktop');

    // Two columns on a tablet and one on a phone, the same page resized.
    for (const [viewport, columns] of [
      [{ width: 800, height: 900 }, 2],
      [PHONE, 1],
    ] as const) {
      await page.setViewportSize(viewport);
      await scrollToTopRecipes();
      const lefts = await topRecipes()
        .getByTestId('recipe-card')
        .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
      expect(new Set(lefts).size, `columns at ${viewport.width} px`).toBe(columns);
    }

    // Its own title and description, and the footer.
    expect(await page.title()).toBe('Recipe Book · Recipes that bring families together');
    const descriptions = await page
      .locator('meta[name="description"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
    expect(descriptions.at(-1)).toMatch(/^Discover home cooks’ most loved recipes/);
    const footer = page.getByRole('contentinfo');
    await footer.getByText('© 2025 Recipe Book Ltd.').waitFor();
    await footer.getByText('Sharing good food with families since 1992.').waitFor();
    await footer.getByRole('link', { name: /@/ }).waitFor();
  });
});

describe('page', () => {
  it('does not move under a phone visitor while it loads, hydrates and starts the carousel', async () => {
    await page.clock.install();
    await openHydratedHome('no-preference', LIGHTHOUSE_PHONE);
    // The first turn (Swiper loads for it) comes on the page's clock rather than after 3 s of waiting.
    await page.clock.runFor(LONGER_THAN_ONE_TURN);
    await waitForSlide('2 of 4');
    // Every layout shift since the page started, as Lighthouse's CLS adds them up (its target is 0.05).
    const shifted = await page.evaluate<number>(`new Promise((resolve) => {
      let total = 0;
      new PerformanceObserver((list) => {
        for (const shift of list.getEntries()) if (!shift.hadRecentInput) total += shift.value;
      }).observe({ type: 'layout-shift', buffered: true });
      setTimeout(() => resolve(total), 100);
    })`);
    expect(shifted).toBeLessThan(0.05);
  });
});
