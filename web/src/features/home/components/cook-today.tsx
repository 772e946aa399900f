import { TYPEWRITER_PHRASES } from '../content';
import { Typewriter } from './typewriter';

/** The line between the hero and Top Recipes, with its typed suggestions. */
export function CookToday() {
  return (
    <section aria-labelledby="cook-today-title" className="my-12 text-center">
      <h2 id="cook-today-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        What will you cook today?
      </h2>
      {/* Two lines' room on a phone, so the page does not jump as letters come and go. */}
      <p className="mx-auto mt-3 min-h-[3.5rem] max-w-xl text-xl text-stone-700 sm:min-h-0">
        Maybe <Typewriter phrases={TYPEWRITER_PHRASES} />
      </p>
    </section>
  );
}
