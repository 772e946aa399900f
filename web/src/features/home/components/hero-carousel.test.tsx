// What the hero carousel decides on its own, with a stand-in for Swiper: its slides and controls,
// when Swiper is loaded and with which options, what each control asks of it, when the rotation
// stops (Pause, keyboard focus) and what reduced motion changes. Real Swiper is e2e/home.test.ts's.
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Swiper, SwiperOptions } from 'swiper/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL } from '@/config/ui';
import { preferReducedMotion } from '@/test/motion-preference';
import { renderWithRouter } from '@/test/render-with-router';
import { HERO_SLIDES } from '../content';
import { HeroCarousel, type LoadSwiper } from './hero-carousel';

const HEADLINES = [
  'Discover Recipes That Bring Families Together',
  'Healthy Meals in Under 30 Minutes',
  'International Recipes at Your Fingertips',
  'Sweet Cravings? Solved.',
];
/** Proving that something does not happen takes longer than one turn. */
const LONGER_THAN_ONE_TURN = CAROUSEL.autoplayMs + 1500;

/** Stands in for Swiper: records what the carousel asks and reports slide changes as Swiper does. */
class StandInSwiper {
  realIndex = 0;
  destroyed = false;
  readonly autoplay: { running: boolean; start: () => void; stop: () => void };

  constructor(readonly options: SwiperOptions) {
    const autoplay = {
      running: Boolean(options.autoplay),
      start: () => (autoplay.running = true),
      stop: () => (autoplay.running = false),
    };
    this.autoplay = autoplay;
  }

  private show(index: number) {
    this.realIndex = (index + HERO_SLIDES.length) % HERO_SLIDES.length;
    const onChange = this.options.on?.realIndexChange;
    act(() => onChange?.(this as unknown as Swiper));
  }

  slideNext() {
    this.show(this.realIndex + 1);
  }
  slidePrev() {
    this.show(this.realIndex - 1);
  }
  slideToLoop(index: number) {
    this.show(index);
  }
  destroy() {
    this.destroyed = true;
  }
}

/** A Swiper loader that hands out stand-ins, optionally held back until `release()`. */
function standInLoader({ held = false } = {}) {
  const started: StandInSwiper[] = [];
  let release = () => {};
  const gate = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const load = vi.fn<LoadSwiper>(async () => {
    await gate;
    return {
      startSwiper: (_element: HTMLElement, options: SwiperOptions) => {
        const swiper = new StandInSwiper(options);
        started.push(swiper);
        return swiper as unknown as Swiper;
      },
    };
  });
  return {
    load,
    release: () => act(async () => release()),
    /** The Swiper now running (a change of motion preference starts a new one). */
    get swiper() {
      const swiper = started.at(-1);
      if (!swiper) throw new Error('Swiper was not started');
      return swiper;
    },
    started,
  };
}

async function passTime(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const carousel = () => screen.getByRole('region', { name: 'Featured recipes' });
const slides = () => within(carousel()).getAllByRole('group', { hidden: true });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const dot = (slide: number) => button(`Go to slide ${slide}`);

/** The carousel on Home, with motion allowed unless `reduce`; Swiper not loaded yet. */
async function showCarousel({ reduce = false, held = false } = {}) {
  const motion = preferReducedMotion(reduce);
  const swiper = standInLoader({ held });
  await renderWithRouter(<HeroCarousel loadSwiper={swiper.load} />);
  return { swiper, motion };
}

/** Loads Swiper as pointing at the carousel does. */
async function pointAtCarousel() {
  fireEvent.pointerOver(carousel());
  await passTime(0);
}

/** A press on a control (with the mouse: focus stays where it was), then Swiper's answer if it was loading. */
async function press(control: HTMLElement) {
  fireEvent.click(control);
  await passTime(0);
}

/** Keyboard focus moves to the element (happy-dom counts every focus as :focus-visible). */
async function focus(element: HTMLElement) {
  act(() => element.focus());
  await passTime(0);
}

/** A key pressed with focus on `target`. */
async function pressKey(target: HTMLElement, key: string) {
  fireEvent.keyDown(target, { key });
  await passTime(0);
}

/** Keyboard focus moves on past the carousel. */
async function focusElsewhere() {
  const outside = document.body.appendChild(document.createElement('button'));
  await focus(outside);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('before Swiper loads (the server renders the same)', () => {
  it('has four labelled slides with their headlines; the first is the page title and the only one reachable', async () => {
    const { swiper } = await showCarousel();
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    const all = slides();
    expect(all).toHaveLength(4);
    for (const [index, slide] of all.entries()) {
      expect(slide).toHaveAttribute('aria-roledescription', 'slide');
      expect(slide).toHaveAttribute('aria-label', `${index + 1} of 4`);
      expect(within(slide).getByRole('heading', { hidden: true })).toHaveTextContent(HEADLINES[index] ?? '');
    }
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(HEADLINES[0] ?? '');
    expect(all.map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true, true]);
    // Each Explore leads to All Recipes; only the one on show can be reached.
    const explore = within(all[0] as HTMLElement).getByRole('link', { name: 'Explore' });
    expect(explore).toHaveAttribute('href', '/allRecipes');
    expect(within(carousel()).getAllByRole('link', { name: 'Explore', hidden: true })).toHaveLength(4);

    expect(button('Previous slide')).toBeInTheDocument();
    expect(button('Next slide')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(4);
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    expect(dot(2)).not.toHaveAttribute('aria-current');
    expect(button('Pause the slideshow')).toBeInTheDocument();
    expect(swiper.load).not.toHaveBeenCalled();
  });

  it('loads Swiper for its first turn, 3 s after it appears and not before, and turns to slide 2', async () => {
    const { swiper } = await showCarousel();
    await passTime(CAROUSEL.autoplayMs - 100);
    expect(swiper.load).not.toHaveBeenCalled();
    await passTime(100);
    expect(swiper.load).toHaveBeenCalledOnce();
    expect(swiper.swiper.realIndex).toBe(1);
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    expect(slides().map((slide) => slide.hasAttribute('inert'))).toEqual([true, false, true, true]);
  });

  it('carries out a press on an arrow made while Swiper is still loading, once it has started', async () => {
    const { swiper } = await showCarousel({ held: true });
    await press(button('Previous slide'));
    expect(swiper.load).toHaveBeenCalledOnce();
    expect(swiper.started).toEqual([]);
    expect(dot(1)).toHaveAttribute('aria-current', 'true');

    await swiper.release();
    // Previous from the first slide loops round to the last.
    expect(swiper.swiper.realIndex).toBe(3);
    expect(dot(4)).toHaveAttribute('aria-current', 'true');
    expect(swiper.load).toHaveBeenCalledOnce();
  });
});

describe('with motion allowed', () => {
  it('starts Swiper looping, a new slide every 3 s that a click does not stop, 600 ms slides 30 px apart', async () => {
    const { swiper } = await showCarousel();
    await pointAtCarousel();
    expect(swiper.swiper.options).toMatchObject({
      loop: true,
      spaceBetween: 30,
      speed: 600,
      autoplay: { delay: 3000, disableOnInteraction: false, pauseOnMouseEnter: true },
    });
    expect(swiper.swiper.autoplay.running).toBe(true);
    // Nothing is announced while the slides turn by themselves.
    expect(carousel().querySelector('.swiper-wrapper')).toHaveAttribute('aria-live', 'off');
  });

  it('moves with the arrows, the dots and the arrow keys, and marks the current dot', async () => {
    const { swiper } = await showCarousel();
    await pointAtCarousel();
    await press(button('Next slide'));
    expect(swiper.swiper.realIndex).toBe(1);
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await press(button('Previous slide'));
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await press(dot(3));
    expect(swiper.swiper.realIndex).toBe(2);
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByRole('button', { current: true })).toHaveLength(1);
    expect(slides().filter((slide) => !slide.hasAttribute('inert'))).toEqual([slides()[2]]);

    // The arrow keys, anywhere inside the carousel.
    const explore = within(slides()[2] as HTMLElement).getByRole('link', { name: 'Explore' });
    await pressKey(explore, 'ArrowRight');
    expect(dot(4)).toHaveAttribute('aria-current', 'true');
    await pressKey(dot(4), 'ArrowLeft');
    await pressKey(dot(3), 'ArrowLeft');
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await pressKey(dot(2), 'Enter');
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
  });

  it('Pause stops the rotation for good and Play starts it again; screen readers hear moves while paused', async () => {
    const { swiper } = await showCarousel();
    await pointAtCarousel();
    await press(button('Pause the slideshow'));
    expect(swiper.swiper.autoplay.running).toBe(false);
    expect(carousel().querySelector('.swiper-wrapper')).toHaveAttribute('aria-live', 'polite');
    // Keyboard focus coming and going does not undo a pause.
    await focus(button('Play the slideshow'));
    await focusElsewhere();
    await passTime(LONGER_THAN_ONE_TURN);
    expect(swiper.swiper.autoplay.running).toBe(false);

    // Play means "go on", even with keyboard focus on the button.
    await focus(button('Play the slideshow'));
    await press(button('Play the slideshow'));
    expect(swiper.swiper.autoplay.running).toBe(true);
    expect(button('Pause the slideshow')).toBeInTheDocument();
    expect(carousel().querySelector('.swiper-wrapper')).toHaveAttribute('aria-live', 'off');
  });

  it('keyboard focus inside stops the rotation (and the first turn) until focus leaves', async () => {
    const { swiper } = await showCarousel();
    // Focus comes into the carousel before its first turn: Swiper loads at once, and stays still.
    await focus(within(slides()[0] as HTMLElement).getByRole('link', { name: 'Explore' }));
    expect(swiper.load).toHaveBeenCalledOnce();
    expect(swiper.swiper.autoplay.running).toBe(false);
    expect(carousel().querySelector('.swiper-wrapper')).toHaveAttribute('aria-live', 'polite');

    // Moving between the controls keeps it still.
    await focus(button('Next slide'));
    await press(button('Next slide'));
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await focus(dot(4));
    await passTime(LONGER_THAN_ONE_TURN);
    expect(swiper.swiper.autoplay.running).toBe(false);
    expect(dot(2)).toHaveAttribute('aria-current', 'true');

    // Focus moves on past the carousel: the rotation resumes.
    await focusElsewhere();
    expect(swiper.swiper.autoplay.running).toBe(true);
  });
});

describe('under reduced motion', () => {
  it('nothing moves by itself: no first turn, no autoplay, instant slides and no Pause button', async () => {
    const { swiper } = await showCarousel({ reduce: true });
    expect(screen.queryByRole('button', { name: /slideshow/ })).not.toBeInTheDocument();
    expect(carousel().querySelector('.swiper-wrapper')).toHaveAttribute('aria-live', 'polite');
    await passTime(LONGER_THAN_ONE_TURN);
    expect(swiper.load).not.toHaveBeenCalled();
    expect(dot(1)).toHaveAttribute('aria-current', 'true');

    // The arrows still work, without sliding.
    await press(button('Next slide'));
    expect(swiper.swiper.options).toMatchObject({ speed: 0, autoplay: false });
    expect(swiper.swiper.autoplay.running).toBe(false);
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
  });

  it('allowing motion again restarts Swiper with autoplay and brings the Pause button, without a reload', async () => {
    const { swiper, motion } = await showCarousel({ reduce: true });
    await pointAtCarousel();
    const still = swiper.swiper;
    motion.change(false);
    await passTime(0);
    expect(still.destroyed).toBe(true);
    expect(swiper.swiper).not.toBe(still);
    expect(swiper.swiper.options).toMatchObject({ speed: CAROUSEL.speedMs, autoplay: { delay: CAROUSEL.autoplayMs } });
    expect(swiper.swiper.autoplay.running).toBe(true);
    expect(button('Pause the slideshow')).toBeInTheDocument();
    expect(slides().filter((slide) => slide.hasAttribute('inert'))).toHaveLength(3);
  });
});
