// The dashboard's main column: the counters and the list of own recipes, both
// from the one live list of the user's recipes.
import type { Recipe } from '@recipe-book/schema/recipe';
import type { Loadable } from '@/lib/firestore-data';
import { useMyRecipes } from '../api/use-my-recipes';
import { DashboardCounters } from './dashboard-counters';
import { DashboardRecipeList } from './dashboard-recipe-list';

/** A fingerprint of what the counters depend on, so they are counted again when it changes. */
function countsVersion(recipes: Loadable<Recipe[]>): string | null {
  if (recipes.status !== 'success') return null;
  const wishlisted = recipes.data.reduce((sum, recipe) => sum + recipe.wishlistCount, 0);
  return `${recipes.data.length}:${wishlisted}`;
}

export function DashboardOverview({ uid }: { uid: string }) {
  const recipes = useMyRecipes(uid);
  return (
    <div className="flex flex-col gap-8">
      <DashboardCounters uid={uid} version={countsVersion(recipes)} />
      <section aria-labelledby="dashboard-recipes" className="flex flex-col gap-3">
        <h2 id="dashboard-recipes" className="text-xl font-semibold text-stone-900">
          Your recipes
        </h2>
        <DashboardRecipeList recipes={recipes} />
      </section>
    </div>
  );
}
