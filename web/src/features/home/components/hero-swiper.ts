// Swiper and its Autoplay module, in a chunk of their own that the carousel
// loads when it first has to move (components/hero-carousel.tsx). The arrows,
// dots, arrow keys and slide labels are the carousel's own, so Swiper's
// Navigation, Pagination, Keyboard and A11y modules are not needed.
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';

export function startSwiper(element: HTMLElement, options: SwiperOptions): Swiper {
  return new Swiper(element, { ...options, modules: [Autoplay] });
}
