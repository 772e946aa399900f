import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/components/ui/button';
import { Illustration } from '@/components/ui/illustration';
import type { HeroSlide } from '../content';

interface HeroSlideViewProps {
  slide: HeroSlide;
  /** The first slide's headline is the page's title (h1); the others are h2. */
  isPageTitle: boolean;
  /** Load the image at once: only the slide seen on first paint. */
  eager: boolean;
}

/** One hero slide: headline, short text, Explore, picture. */
export function HeroSlideView({ slide, isPageTitle, eager }: HeroSlideViewProps) {
  const Heading = isPageTitle ? 'h1' : 'h2';
  return (
    <div className="grid h-full content-center gap-6 rounded-3xl bg-orange-50 p-6 sm:p-10 md:grid-cols-2 md:items-center md:gap-10">
      <div className="md:order-2">
        <Illustration
          src={slide.image}
          eager={eager}
          className="aspect-[16/9] w-full rounded-2xl bg-orange-100 md:aspect-[4/3]"
        />
      </div>
      <div className="md:order-1">
        <Heading className="text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-4xl lg:text-5xl">
          {slide.headline}
        </Heading>
        <p className="mt-4 text-lg text-stone-700">{slide.text}</p>
        <Link to="/allRecipes" className={buttonClass('primary', 'mt-6 px-6 py-3 text-base')}>
          Explore
        </Link>
      </div>
    </div>
  );
}
