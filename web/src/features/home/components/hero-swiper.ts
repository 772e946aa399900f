// Swiper and the two modules the hero uses, in a chunk of their own that the
// carousel loads when it first has to move (components/hero-carousel.tsx).
// The arrows, dots and slide labels are the carousel's own markup, so
// Swiper's Navigation, Pagination and A11y modules are not needed.
import Swiper from 'swiper';
import { Autoplay, Keyboard } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';

export function startSwiper(element: HTMLElement, options: SwiperOptions): Swiper {
  return new Swiper(element, { ...options, modules: [Autoplay, Keyboard] });
}
