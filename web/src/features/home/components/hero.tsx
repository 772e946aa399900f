// The hero: the Swiper carousel, loaded with its CSS only by this page and
// after the page itself, so that the first slide shows at once as a still.
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
  return (
    <Suspense fallback={<HeroStill />}>
      <HeroCarousel />
    </Suspense>
  );
}
