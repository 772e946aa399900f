// The hero: the Swiper carousel, loaded with its CSS only by this page and
// after hydration, so that the first slide shows at once as a still (the
// server renders the still, and hydration finds the same).
import { useHydrated } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { HERO_SLIDES } from '../content';
import { HeroSlideView } from './hero-slide';

const HeroCarousel = lazy(() => import('./hero-carousel'));

/** The first slide as the carousel will show it, with room kept for the controls below it. */
function HeroStill() {
  const [first] = HERO_SLIDES;
  return (
    <div>
      {first && <HeroSlideView slide={first} isPageTitle eager />}
      <div className="h-14" />
    </div>
  );
}

export function Hero() {
  if (!useHydrated()) return <HeroStill />;
  return (
    <Suspense fallback={<HeroStill />}>
      <HeroCarousel />
    </Suspense>
  );
}
