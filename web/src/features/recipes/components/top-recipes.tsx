import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useRef } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSeenOnce } from '@/lib/use-seen-once';

const TopRecipesList = lazy(() => import('./top-recipes-list'));

/**
 * Home's most liked recipes in 1, 2 or 3 columns, and the way to all of them.
 * They sit below the hero, so the list (and with it Firestore's SDK, about
 * 160 kB gzip) loads only when the visitor scrolls to it: the first screen
 * paints and answers without that download and its start-up work.
 */
export function TopRecipes() {
  const ref = useRef<HTMLElement>(null);
  // Just below the first screen of a phone: even a small margin ahead would start it at once there.
  const near = useSeenOnce(ref);
  const loading = (
    <div className="flex justify-center py-12">
      <Spinner label="Loading top recipes…" />
    </div>
  );
  return (
    <section ref={ref} aria-labelledby="top-recipes-title">
      <h2 id="top-recipes-title" className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">
        Top Recipes
      </h2>
      {near ? (
        <Suspense fallback={loading}>
          <TopRecipesList />
        </Suspense>
      ) : (
        loading
      )}
      <div className="mt-8 flex justify-center">
        <Link to="/allRecipes" className={buttonClass('secondary', 'px-6 py-3 text-base')}>
          See All Recipes
        </Link>
      </div>
    </section>
  );
}
