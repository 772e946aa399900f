// The hero carousel: a new slide every 3 s, looping, still playing after a
// click on an arrow or a dot. Keyboard users get buttons, and the arrow keys
// while focus is inside; keyboard focus inside it stops the rotation until
// focus leaves, so nothing moves under a screen reader; the Pause button stops it for good. Under
// reduced motion nothing moves by itself and slides change instantly. Only
// the slide on show is reachable: the others are inert.
//
// The server renders the whole carousel (slides, arrows, dots), showing the
// first slide. Swiper (about 20 kB gzip) is loaded when the carousel first
// has to move: at its first turn, 3 s after hydration, or as soon as the
// visitor points at it, touches it or moves keyboard focus into it. A press
// on a control made while Swiper loads is carried out once it has started.
// The page loads Swiper's own chunk (hero-swiper.ts); a test passes a stand-in
// through `loadSwiper`, to check what the carousel asks of Swiper and when.
import 'swiper/css';
import { useCallback, useEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import { CAROUSEL } from '@/config/ui';
import { HERO_SLIDES } from '../content';
import { useReducedMotion } from '../use-reduced-motion';
import { HeroSlideView } from './hero-slide';

const OPTIONS: SwiperOptions = { loop: true, spaceBetween: CAROUSEL.gap };

const AUTOPLAY = { delay: CAROUSEL.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true };

type SwiperAction = (swiper: SwiperInstance) => void;

/** Loads Swiper and returns its starter: the carousel's one way to Swiper. */
export type LoadSwiper = () => Promise<{
  startSwiper: (element: HTMLElement, options: SwiperOptions) => SwiperInstance;
}>;

/** Swiper's chunk, named after its module (the build and the browser tests know it by that name). */
const loadHeroSwiper: LoadSwiper = () => import('./hero-swiper');

/**
 * Swiper on the element once `wanted`, started anew when the motion
 * preference changes (autoplay and speed are set at start-up). Reports the
 * slide on show; `run` carries out an action now, or once Swiper has started.
 */
function useSwiper(
  ref: RefObject<HTMLElement | null>,
  reducedMotion: boolean,
  onSlide: (index: number) => void,
  loadSwiper: LoadSwiper,
) {
  const [wanted, setWanted] = useState(false);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const pending = useRef<SwiperAction | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!wanted || !element) return undefined;
    let instance: SwiperInstance | undefined;
    let current = true;
    void loadSwiper().then(({ startSwiper }) => {
      if (!current) return;
      instance = startSwiper(element, {
        ...OPTIONS,
        speed: reducedMotion ? 0 : CAROUSEL.speedMs,
        autoplay: reducedMotion ? false : AUTOPLAY,
        on: { realIndexChange: (moved) => onSlide(moved.realIndex) },
      });
      setSwiper(instance);
      onSlide(instance.realIndex);
      pending.current?.(instance);
      pending.current = null;
    });
    return () => {
      current = false;
      instance?.destroy(true, false);
    };
  }, [ref, wanted, reducedMotion, onSlide, loadSwiper]);

  const run = useCallback(
    (action: SwiperAction) => {
      if (swiper && !swiper.destroyed) action(swiper);
      else {
        pending.current = action;
        setWanted(true);
      }
    },
    [swiper],
  );
  const want = useCallback(() => setWanted(true), []);
  return { swiper, wanted, want, run };
}

/** Rotation runs unless motion is reduced, the visitor paused it, or keyboard focus is inside. */
function useRotation(swiper: SwiperInstance | null, reducedMotion: boolean) {
  const [paused, setPaused] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const rotating = !reducedMotion && !paused && !focusInside;

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (rotating) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, rotating]);

  return {
    rotating,
    canRotate: !reducedMotion,
    toggle() {
      // Pressing Play means "go on", even with focus on the button.
      setPaused(rotating);
      setFocusInside(false);
    },
    // Mouse clicks on the arrows do not count: the carousel keeps playing after them.
    onFocus(event: FocusEvent<HTMLElement>) {
      if (event.target.matches(':focus-visible')) setFocusInside(true);
    },
    onBlur(event: FocusEvent<HTMLElement>) {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
    },
  };
}

/** The first turn: Swiper is loaded for it, and its autoplay takes over from there. */
function useFirstTurn(rotating: boolean, wanted: boolean, run: (action: SwiperAction) => void) {
  useEffect(() => {
    if (!rotating || wanted) return undefined;
    const turn = setTimeout(() => run((swiper) => swiper.slideNext()), CAROUSEL.autoplayMs);
    return () => clearTimeout(turn);
  }, [rotating, wanted, run]);
}

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full text-stone-800 hover:bg-orange-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700';

/** The Previous or Next arrow. */
function StepButton({ direction, onClick }: { direction: 'previous' | 'next'; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={`${direction === 'previous' ? 'Previous' : 'Next'} slide`}
      onClick={onClick}
      className={controlClass}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
      </svg>
    </button>
  );
}

/** A dot: a 28 × 44 px target around a small dot; the current slide's is a wider pill in the accent colour. */
function SlideDot({ index, current, onClick }: { index: number; current: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={`Go to slide ${index + 1}`}
      aria-current={current ? 'true' : undefined}
      onClick={onClick}
      className="inline-flex h-11 w-7 cursor-pointer items-center justify-center rounded-full focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-orange-700"
    >
      <span
        aria-hidden="true"
        className={`h-2.5 rounded-full transition-[width] duration-200 ${current ? 'w-5 bg-orange-700' : 'w-2.5 bg-stone-500'}`}
      />
    </button>
  );
}

function PlayPauseIcon({ rotating }: { rotating: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      {rotating ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5v14l11-7z" />}
    </svg>
  );
}

export function HeroCarousel({ loadSwiper = loadHeroSwiper }: { loadSwiper?: LoadSwiper }) {
  const reducedMotion = useReducedMotion();
  const container = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const { swiper, wanted, want, run } = useSwiper(container, reducedMotion, setActive, loadSwiper);
  const rotation = useRotation(swiper, reducedMotion);
  useFirstTurn(rotation.rotating, wanted, run);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured recipes"
      onPointerEnter={want}
      onFocus={(event) => {
        want();
        rotation.onFocus(event);
      }}
      onBlur={rotation.onBlur}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') run((current) => current.slideNext());
        else if (event.key === 'ArrowLeft') run((current) => current.slidePrev());
      }}
    >
      <div ref={container} className="swiper">
        {/* Screen readers announce a new slide only when the visitor moved it. */}
        <div className="swiper-wrapper" aria-live={rotation.rotating ? 'off' : 'polite'}>
          {HERO_SLIDES.map((slide, index) => (
            <div
              key={slide.headline}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${HERO_SLIDES.length}`}
              inert={index !== active}
              className="swiper-slide h-auto!"
            >
              <HeroSlideView slide={slide} isPageTitle={index === 0} eager={index === 0} />
            </div>
          ))}
        </div>
        <div className="flex h-14 items-center justify-center gap-1 pt-2">
          {rotation.canRotate && (
            <button type="button" onClick={rotation.toggle} className={`${controlClass} mr-auto`}>
              <PlayPauseIcon rotating={rotation.rotating} />
              <span className="sr-only">{rotation.rotating ? 'Pause the slideshow' : 'Play the slideshow'}</span>
            </button>
          )}
          <StepButton direction="previous" onClick={() => run((current) => current.slidePrev())} />
          <div className="flex items-center">
            {HERO_SLIDES.map((slide, index) => (
              <SlideDot
                key={slide.headline}
                index={index}
                current={index === active}
                onClick={() => run((current) => current.slideToLoop(index))}
              />
            ))}
          </div>
          <StepButton direction="next" onClick={() => run((current) => current.slideNext())} />
          {rotation.canRotate && <span aria-hidden="true" className="ml-auto size-11" />}
        </div>
      </div>
    </section>
  );
}
