import { useRef } from 'react';
import { Illustration } from '@/components/ui/illustration';
import { ANIMATION_MS } from '@/config/ui';
import { useSeenOnce } from '@/lib/use-seen-once';
import { UPCOMING_RECIPES, type UpcomingRecipe } from '../content';
import { useReducedMotion } from '../use-reduced-motion';

/** One card; every other one has its picture on the right. Rises into place the first time it is seen. */
function UpcomingCard({ recipe, flipped }: { recipe: UpcomingRecipe; flipped: boolean }) {
  const ref = useRef<HTMLElement>(null);
  const reducedMotion = useReducedMotion();
  const shown = useSeenOnce(ref, { skip: reducedMotion, threshold: 0.2 });
  return (
    <article
      ref={ref}
      data-shown={shown}
      style={{ transitionDuration: `${ANIMATION_MS}ms` }}
      className={`flex flex-col overflow-hidden rounded-2xl bg-white shadow transition-[opacity,translate] ease-out md:h-[400px] md:flex-row ${
        flipped ? 'md:flex-row-reverse' : ''
      } ${shown ? 'translate-y-0 opacity-100' : 'translate-y-8 opacity-0'}`}
    >
      <Illustration src={recipe.image} className="aspect-[4/3] w-full bg-stone-100 md:aspect-auto md:h-full md:w-1/2" />
      <div className="flex flex-col justify-center gap-3 p-6 md:w-1/2 md:p-10">
        <p className="text-sm font-semibold tracking-wide text-orange-800 uppercase">Coming soon</p>
        <h3 className="text-2xl font-bold tracking-tight">{recipe.title}</h3>
        <p className="text-stone-700">{recipe.description}</p>
      </div>
    </article>
  );
}

export function UpcomingRecipes() {
  return (
    <section aria-labelledby="upcoming-title" className="mt-16">
      <h2 id="upcoming-title" className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">
        Upcoming Recipes
      </h2>
      <div className="flex flex-col gap-8">
        {UPCOMING_RECIPES.map((recipe, index) => (
          <UpcomingCard key={recipe.id} recipe={recipe} flipped={index % 2 === 1} />
        ))}
      </div>
    </section>
  );
}
