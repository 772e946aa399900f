// Home in real Chromium against the emulators: the hero carousel (slides,
// arrows, dots, keyboard, autoplay that keeps going after a click, pause on
// keyboard focus and by button, nothing moving under reduced motion), the
// typewriter, the Upcoming cards, Top Recipes in Firestore's order, the
// newsletter, the footer, the head, axe and phone width.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe';
import { browserSession, DESKTOP, hydrated, overflowsHorizontally, PHONE, screenshot } from './support/browser';

type Size = { width: number; height: number };

const HEADLINES = [
  'Discover Recipes That Bring Families Together',
  'Healthy Meals in Under 30 Minutes',
  'International Recipes at Your Fingertips',
  'Sweet Cravings? Solved.',
];
/** A new slide every 3 s; running the page's clock longer than that proves nothing moved. */
const AUTOPLAY_MS = 3000;
const LONGER_THAN_ONE_TURN = AUTOPLAY_MS + 1500;
/** The phone of Lighthouse's mobile preset, at whose height the section below the hero is just in view. */
const LIGHTHOUSE_PHONE = { width: 412, height: 823 };

const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
const RUN_QUERY = `${FIRESTORE}/v1/projects/demo-recipes/databases/(default)/documents:runQuery`;

const session = browserSession();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

const carousel = () => page.locator('section[aria-roledescription="carousel"]');
const activeSlide = () => carousel().locator('.swiper-slide-active');
const topRecipes = () => page.locator('section[aria-labelledby="top-recipes-title"]');

/** Opens Home (optionally with motion allowed) and waits until it is hydrated. */
async function openHydratedHome(motion: 'reduce' | 'no-preference', viewport: Size = DESKTOP) {
  await page.setViewportSize(viewport);
  await page.emulateMedia({ reducedMotion: motion });
  await page.goto('/');
  await hydrated(page);
}

/** Opens Home, points at the carousel (which loads Swiper), moves away and waits until Swiper has started. */
async function openHome(motion: 'reduce' | 'no-preference' = 'reduce', viewport: Size = DESKTOP) {
  await openHydratedHome(motion, viewport);
  await carousel().hover();
  await page.mouse.move(0, 0);
  await carousel().locator('.swiper-initialized').waitFor();
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

const activeLabel = () => activeSlide().getAttribute('aria-label');

const ACTIVE_LABEL = `document.querySelector('.swiper-slide-active')?.getAttribute('aria-label')`;

/** Waits until that slide is on show and still (a looping Swiper ignores a key pressed mid-slide). */
function waitForSlide(label: string, timeout = 10_000) {
  return page.waitForFunction(
    `${ACTIVE_LABEL} === ${JSON.stringify(label)} && !document.querySelector('.swiper').swiper.animating`,
    undefined,
    { timeout },
  );
}

function waitForSlideOtherThan(label: string | null, timeout = 10_000) {
  return page.waitForFunction(`${ACTIVE_LABEL} !== ${JSON.stringify(label)}`, undefined, { timeout });
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

const liveRegion = () => carousel().locator('.swiper-wrapper').getAttribute('aria-live');

/** Tabs (forward, or back with Shift) until the element with this accessible label has focus. */
async function tabTo(label: string, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let step = 0; step < 15; step += 1) {
    await page.keyboard.press(key);
    const focused = await page.evaluate('document.activeElement?.getAttribute("aria-label") ?? ""');
    if (focused === label) return;
  }
  throw new Error(`Tab never reached "${label}"`);
}

describe('hero carousel', () => {
  it('has the four slides with their headlines; only the one on show is reachable, and its Explore opens All Recipes', async () => {
    await openHome();
    await page.getByRole('heading', { level: 1, name: HEADLINES[0] }).waitFor();
    for (const [index, headline] of HEADLINES.entries()) {
      const slide = carousel().locator(`[data-swiper-slide-index="${index}"]`);
      expect(await slide.getByRole('heading', { includeHidden: true }).innerText()).toBe(headline);
      expect(await slide.getAttribute('aria-label')).toBe(`${index + 1} of 4`);
      expect(await slide.getAttribute('aria-roledescription')).toBe('slide');
    }
    expect(await activeLabel()).toBe('1 of 4');
    expect(await carousel().locator('.swiper-slide[inert]').count()).toBe(3);
    // Tab goes from the slide on show straight to the controls, past the hidden slides.
    const explore = activeSlide().getByRole('link', { name: 'Explore' });
    await explore.focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement?.getAttribute("aria-label")')).toBe('Previous slide');

    await explore.click();
    await page.waitForURL((url) => url.pathname === '/allRecipes');
  });

  it('moves with the arrows and the dots, and loops round at both ends', async () => {
    await openHome();
    await page.getByRole('button', { name: 'Next slide' }).click();
    await waitForSlide('2 of 4');
    await activeSlide().getByRole('heading', { name: HEADLINES[1] }).waitFor();
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await waitForSlide('1 of 4');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await waitForSlide('4 of 4');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await waitForSlide('1 of 4');

    const dot = page.getByRole('button', { name: 'Go to slide 3' });
    await dot.click();
    await waitForSlide('3 of 4');
    expect(await dot.getAttribute('aria-current')).toBe('true');
    expect(await page.getByRole('button', { name: /^Go to slide/ }).count()).toBe(4);
  });

  it('plays by itself (3 s, 600 ms slides, 30 px gap, looping), keeps playing after a click, and Pause stops it', async () => {
    await openHome('no-preference');
    expect(await swiperState()).toEqual({ running: true, delay: 3000, speed: 600, gap: 30, loop: true });
    expect(await liveRegion()).toBe('off');
    await waitForSlide('2 of 4', LONGER_THAN_ONE_TURN * 2);

    // A click on an arrow, then the pointer leaves: the rotation carries on.
    await page.getByRole('button', { name: 'Next slide' }).click();
    await page.mouse.move(0, 0);
    const afterClick = await activeLabel();
    await waitForSlideOtherThan(afterClick, LONGER_THAN_ONE_TURN * 2);
    expect((await swiperState()).running).toBe(true);

    await page.getByRole('button', { name: 'Pause the slideshow' }).click();
    await page.mouse.move(0, 0);
    expect((await swiperState()).running).toBe(false);
    expect(await liveRegion()).toBe('polite');
    await page.getByRole('button', { name: 'Play the slideshow' }).click();
    expect((await swiperState()).running).toBe(true);
  });

  it('works from the keyboard, and keyboard focus inside stops the rotation until it leaves', async () => {
    await openHome('no-preference');
    await activeSlide().getByRole('link', { name: 'Explore' }).focus();
    await tabTo('Next slide');
    expect((await swiperState()).running).toBe(false);
    expect(await liveRegion()).toBe('polite');
    const start = Number((await activeLabel())?.split(' ')[0]);
    const label = (offset: number) => `${((start - 1 + offset + 4) % 4) + 1} of 4`;

    await page.keyboard.press('Enter');
    await waitForSlide(label(1));
    await page.keyboard.press('ArrowRight');
    await waitForSlide(label(2));
    await page.keyboard.press('ArrowLeft');
    await waitForSlide(label(1));
    await tabTo('Go to slide 4', 'Shift+Tab');
    await page.keyboard.press('Enter');
    await waitForSlide('4 of 4');
    expect((await swiperState()).running).toBe(false);

    // Focus moves on past the carousel: the rotation resumes.
    await page.getByRole('link', { name: 'See All Recipes' }).focus();
    expect((await swiperState()).running).toBe(true);
    await waitForSlide('1 of 4', LONGER_THAN_ONE_TURN * 2);
  });

  it('loads Swiper for its first turn, 3 s after the page is ready, and not before', async () => {
    const scripts = requestedScripts();
    await openHydratedHome('no-preference');
    expect(scripts.filter(isSwiper)).toEqual([]);
    expect(await carousel().locator('.swiper-initialized').count()).toBe(0);
    await waitForSlide('2 of 4', LONGER_THAN_ONE_TURN * 2);
    expect(scripts.filter(isSwiper)).toHaveLength(1);
    expect((await swiperState()).running).toBe(true);
  });

  it('carries out a press on an arrow made while Swiper is still loading', async () => {
    // Swiper's script is held back until the press has been made.
    let pressed = () => {};
    const afterPress = new Promise<void>((resolve) => (pressed = resolve));
    await page.route('**/hero-swiper-*.js', async (route) => {
      await afterPress;
      await route.continue();
    });
    await openHydratedHome('reduce');
    await page.getByRole('button', { name: 'Next slide' }).click();
    expect(await carousel().locator('.swiper-initialized').count()).toBe(0);
    pressed();
    await waitForSlide('2 of 4');
    await page.getByRole('button', { name: 'Go to slide 4' }).click();
    await waitForSlide('4 of 4');
  });

  it('under reduced motion nothing moves by itself: no autoplay, no Pause button, instant slides', async () => {
    await page.clock.install();
    await openHome('reduce');
    const state = await swiperState();
    expect(state.running).toBe(false);
    expect(state.speed).toBe(0);
    expect(await page.getByRole('button', { name: /slideshow/ }).count()).toBe(0);
    expect(await liveRegion()).toBe('polite');
    // Proving that something does not happen takes longer than one turn of the page's clock.
    await page.clock.runFor(LONGER_THAN_ONE_TURN);
    expect(await activeLabel()).toBe('1 of 4');
    // The arrows still work, at once.
    await page.getByRole('button', { name: 'Next slide' }).click();
    await waitForSlide('2 of 4', 1000);

    // Allowing motion again starts the rotation without a reload; still only the slide on show is reachable.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.getByRole('button', { name: 'Pause the slideshow' }).waitFor();
    expect((await swiperState()).running).toBe(true);
    expect(await carousel().locator('.swiper-slide[inert]').count()).toBe(3);
    expect(await activeSlide().getAttribute('inert')).toBeNull();
  });
});

describe('typewriter and Upcoming Recipes', () => {
  const typed = () => page.getByTestId('typewriter').innerText();
  const waitForTyped = (start: string) =>
    page.waitForFunction(
      `document.querySelector('[data-testid="typewriter"]')?.textContent?.startsWith(${JSON.stringify(start)})`,
      undefined,
      { timeout: 10_000 },
    );

  it('types, holds and deletes its phrases; the Upcoming cards animate in when first seen, 400 px high on wide screens', async () => {
    await openHome('no-preference');
    await waitForTyped('a cosy family dinner');
    await waitForTyped('a quick');
    // Screen readers get the whole sentence once, not the letters.
    await page
      .getByText('a cosy family dinner, a quick weeknight meal, something new from abroad, or a sweet treat')
      .waitFor({ state: 'attached' });

    const card = page.getByRole('article').filter({ hasText: 'Creamy Mushroom Pasta' });
    expect(await card.getAttribute('data-shown')).toBe('false');
    await card.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      `[...document.querySelectorAll('article[data-shown]')].some((card) =>
        card.textContent.includes('Creamy Mushroom Pasta') &&
        card.dataset.shown === 'true' &&
        getComputedStyle(card).opacity === '1')`,
    );
    expect((await card.boundingBox())?.height).toBe(400);
    await screenshot(page, 'home-upcoming-desktop');
  });

  it('under reduced motion the typewriter shows its first phrase and the cards are in place at once', async () => {
    await page.clock.install();
    await openHome('reduce', PHONE);
    expect(await typed()).toBe('a cosy family dinner');
    const cards = page.locator('article[data-shown]');
    expect(await cards.count()).toBe(2);
    expect(await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-shown')))).toEqual([
      'true',
      'true',
    ]);
    expect(await cards.allInnerTexts()).toEqual([
      expect.stringContaining('Grilled Lemon Herb Chicken'),
      expect.stringContaining('Creamy Mushroom Pasta'),
    ]);
    // Alternating: the second card has its picture on the other side (on wide screens).
    await page.setViewportSize(DESKTOP);
    const imageLeft = (index: number) =>
      cards.nth(index).evaluate((card) => {
        const image = card.querySelector('img')?.getBoundingClientRect();
        return (image?.left ?? 0) < card.getBoundingClientRect().left + card.getBoundingClientRect().width / 2;
      });
    expect([await imageLeft(0), await imageLeft(1)]).toEqual([true, false]);
    await page.clock.runFor(LONGER_THAN_ONE_TURN);
    expect(await typed()).toBe('a cosy family dinner');
  });
});

interface TopRecipe {
  id: string;
  title: string;
  likes: number;
}

/** What Top Recipes should show: Firestore's most liked recipes, equal counts newest first. */
async function mostLikedInFirestore(): Promise<TopRecipe[]> {
  const response = await fetch(RUN_QUERY, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'recipes' }],
        orderBy: [
          { field: { fieldPath: 'likeCount' }, direction: 'DESCENDING' },
          { field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' },
        ],
        limit: 6,
      },
    }),
  });
  const rows = (await response.json()) as {
    document?: { name: string; fields: { title: { stringValue: string }; likeCount: { integerValue: string } } };
  }[];
  return rows.flatMap(({ document }) =>
    document
      ? [
          {
            id: document.name.split('/').at(-1) ?? '',
            title: document.fields.title.stringValue,
            likes: Number(document.fields.likeCount.integerValue),
          },
        ]
      : [],
  );
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
  it('comes with its top recipes in the page: a visitor never waits for Firestore, even scrolling to the list', async () => {
    // Firestore out of reach: the list is the server's (live updates join once they can).
    const firestore = (url: URL) => url.origin === FIRESTORE;
    await page.context().route(firestore, (route) => route.abort('connectionrefused'));
    try {
      await openHome('reduce', PHONE);
      await scrollToTopRecipes();
      expect(await shownTopRecipes()).toHaveLength(6);
      expect(await page.getByRole('alert').count()).toBe(0);
    } finally {
      await page.context().unroute(firestore);
    }
  });

  it("shows Firestore's six most liked recipes in order with their likes, and leads to each and to All Recipes", async () => {
    await openHome();
    await scrollToTopRecipes();
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

    const [first] = expected;
    await topRecipes()
      .getByRole('link', { name: `View details of ${first?.title}` })
      .click();
    await page.waitForURL((url) => url.pathname === `/recipes/${first?.id}`);
    await page.goBack();
    await topRecipes().getByRole('link', { name: 'See All Recipes' }).click();
    await page.waitForURL((url) => url.pathname === '/allRecipes');
  });

  it('uses one column on a phone and two on a tablet', async () => {
    for (const [viewport, columns] of [
      [PHONE, 1],
      [{ width: 800, height: 900 }, 2],
    ] as const) {
      await openHome('reduce', viewport);
      await scrollToTopRecipes();
      const lefts = await topRecipes()
        .getByTestId('recipe-card')
        .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
      expect(new Set(lefts).size, `columns at ${viewport.width} px`).toBe(columns);
    }
  });
});

describe('newsletter', () => {
  it('lets the browser check the address, sends nothing anywhere and thanks the visitor', async () => {
    await openHome();
    const section = page.locator('section[aria-labelledby="newsletter-title"]');
    await section.getByRole('heading', { name: 'Stay in the loop!' }).waitFor();
    const field = section.getByLabel('E-mail address');
    const subscribe = section.getByRole('button', { name: 'Subscribe' });
    const valid = () => field.evaluate((input) => 'validity' in input && input.validity.valid);

    const address = `e2e-news-${Date.now()}@example.com`;
    const sent: string[] = [];
    page.on('request', (request) => {
      if (`${request.url()} ${request.postData() ?? ''}`.includes(address.split('@')[0] ?? address))
        sent.push(request.url());
    });

    await subscribe.click();
    expect(await valid()).toBe(false);
    await field.fill('not-an-address');
    await subscribe.click();
    expect(await field.evaluate((input) => 'validity' in input && input.validity.typeMismatch)).toBe(true);
    expect(await section.getByRole('status').count()).toBe(0);

    await field.fill(address);
    expect(await valid()).toBe(true);
    await subscribe.click();
    const thanks = section.getByRole('status');
    await thanks.getByText('Thank you for subscribing!').waitFor();
    expect(await thanks.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);
    expect(sent).toEqual([]);
  });
});

describe('page', () => {
  it('does not move under a phone visitor while it loads, hydrates and starts the carousel', async () => {
    await openHydratedHome('no-preference', LIGHTHOUSE_PHONE);
    await waitForSlide('2 of 4', LONGER_THAN_ONE_TURN * 2);
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

  it('has its own title and description, and the footer', async () => {
    await openHome();
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

  it.each([
    ['phone', PHONE, 'reduce'],
    ['desktop', DESKTOP, 'reduce'],
    ['desktop-motion', DESKTOP, 'no-preference'],
  ] as const)('at %s width passes axe with nothing serious and fits the screen', async (name, viewport, motion) => {
    await openHome(motion, viewport);
    await scrollToTopRecipes();
    await page.evaluate('window.scrollTo(0, 0)');
    await screenshot(page, `home-${name}`);
    // With motion, cards fade in as they scroll into view: judge contrast once they have arrived.
    await page.waitForFunction(
      `[...document.querySelectorAll('[class*="transition-[opacity,translate]"]')].every((card) => card.getAnimations().length === 0)`,
    );
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await overflowsHorizontally(page)).toBe(false);
  });
});
