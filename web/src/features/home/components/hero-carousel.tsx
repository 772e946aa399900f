// The hero carousel (Swiper): a new slide every 3 s, looping, still playing
// after a click on an arrow or a dot. Keyboard users get arrow keys and
// buttons; keyboard focus inside it stops the rotation until focus leaves, so
// nothing moves under a screen reader; the Pause button stops it for good.
// Under reduced motion nothing moves by itself and slides change instantly.
// Only the slide on show is reachable: the others are inert.
//
// React renders the slides, which show the first one as they are; Swiper
// starts on them in a task of its own once they are on screen, so that a
// phone never spends React's commit and Swiper's start-up in one go.
import 'swiper/css';
import './hero-carousel.css';
import { useEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';
import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import { CAROUSEL } from '@/config/ui';
import { HERO_SLIDES } from '../content';
import { useReducedMotion } from '../use-reduced-motion';
import { HeroSlideView } from './hero-slide';

// Swiper finds its controls by these selectors, inside its own element first.
const CONTROLS = { prev: 'hero-prev', next: 'hero-next', bullets: 'hero-bullets' } as const;

const OPTIONS: SwiperOptions = {
  modules: [A11y, Autoplay, Keyboard, Navigation, Pagination],
  loop: true,
  spaceBetween: CAROUSEL.gap,
  keyboard: { enabled: true, onlyInViewport: true },
  navigation: { prevEl: `.${CONTROLS.prev}`, nextEl: `.${CONTROLS.next}` },
  pagination: {
    el: `.${CONTROLS.bullets}`,
    clickable: true,
    bulletElement: 'button',
    bulletClass: 'hero-bullet',
    bulletActiveClass: 'hero-bullet-active',
  },
  a11y: { itemRoleDescriptionMessage: 'slide', slideLabelMessage: '{{index}} of {{slidesLength}}' },
};

const AUTOPLAY = { delay: CAROUSEL.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true };

/**
 * Swiper on the element, started in the task after React's commit, and
 * started anew when the motion preference changes (autoplay and speed are
 * set at start-up). Reports the slide on show.
 */
function useSwiper(
  ref: RefObject<HTMLElement | null>,
  reducedMotion: boolean,
  onSlide: (index: number) => void,
): SwiperInstance | null {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let instance: SwiperInstance | undefined;
    const start = setTimeout(() => {
      instance = new Swiper(element, {
        ...OPTIONS,
        speed: reducedMotion ? 0 : CAROUSEL.speedMs,
        autoplay: reducedMotion ? false : AUTOPLAY,
        on: { realIndexChange: (current) => onSlide(current.realIndex) },
      });
      setSwiper(instance);
      onSlide(instance.realIndex);
    });
    return () => {
      clearTimeout(start);
      instance?.destroy(true, false);
    };
  }, [ref, reducedMotion, onSlide]);
  return swiper;
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
    // Screen readers announce a new slide only when the visitor moved it.
    swiper.wrapperEl.setAttribute('aria-live', rotating ? 'off' : 'polite');
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

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full text-stone-800 hover:bg-orange-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

function PlayPauseIcon({ rotating }: { rotating: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      {rotating ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5v14l11-7z" />}
    </svg>
  );
}

export default function HeroCarousel() {
  const reducedMotion = useReducedMotion();
  const container = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const swiper = useSwiper(container, reducedMotion, setActive);
  const rotation = useRotation(swiper, reducedMotion);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured recipes"
      onFocus={rotation.onFocus}
      onBlur={rotation.onBlur}
    >
      <div ref={container} className="swiper">
        <div className="swiper-wrapper">
          {HERO_SLIDES.map((slide, index) => (
            <div key={slide.headline} inert={index !== active} className="swiper-slide h-auto!">
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
          <button type="button" aria-label="Previous slide" className={`${CONTROLS.prev} ${controlClass}`}>
            <Chevron direction="left" />
          </button>
          <div className={`${CONTROLS.bullets} flex items-center`} />
          <button type="button" aria-label="Next slide" className={`${CONTROLS.next} ${controlClass}`}>
            <Chevron direction="right" />
          </button>
          {rotation.canRotate && <span aria-hidden="true" className="ml-auto size-11" />}
        </div>
      </div>
    </section>
  );
}
