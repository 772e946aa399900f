import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

const TopRecipesList = lazy(() => import('./top-recipes-list'));

/** Home's most liked recipes in 1, 2 or 3 columns, and the way to all of them. */
export function TopRecipes() {
  return (
    <section aria-labelledby="top-recipes-title">
      <h2 id="top-recipes-title" className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">
        Top Recipes
      </h2>
      <Suspense
        fallback={
          <div className="flex justify-center py-12">
            <Spinner label="Loading top recipes…" />
          </div>
        }
      >
        <TopRecipesList />
      </Suspense>
      <div className="mt-8 flex justify-center">
        <Link to="/allRecipes" className={buttonClass('secondary', 'px-6 py-3 text-base')}>
          See All Recipes
        </Link>
      </div>
    </section>
  );
}
