// The dashboard's main column: the counters and the list of own recipes, both
// from the one live list of the user's recipes.
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { WithFirestore } from '@/lib/firebase-providers';
import { useMyRecipes } from '../api/use-my-recipes';
import { ownCounts } from '../own-counts';
import { CountersView, DashboardCounters } from './dashboard-counters';
import { DashboardRecipeList } from './dashboard-recipe-list';

function OverviewLayout({ counters, list }: { counters: ReactNode; list: ReactNode }) {
  return (
    <div className="flex flex-col gap-8">
      {counters}
      <section aria-labelledby="dashboard-recipes" className="flex flex-col gap-3">
        <h2 id="dashboard-recipes" className="text-xl font-semibold text-stone-900">
          Your recipes
        </h2>
        {list}
      </section>
    </div>
  );
}

function Overview({ uid }: { uid: string }) {
  const recipes = useMyRecipes(uid);
  return (
    <OverviewLayout
      counters={<DashboardCounters own={ownCounts(recipes)} />}
      list={<DashboardRecipeList recipes={recipes} />}
    />
  );
}

export function DashboardOverview({ uid }: { uid: string }) {
  const loading = <OverviewLayout counters={<CountersView />} list={<DashboardRecipeList recipes={undefined} />} />;
  return (
    <ErrorBoundary>
      <WithFirestore fallback={loading}>
        {/* Keyed by its query (the user's): another user's numbers never show for a moment. */}
        <Overview key={uid} uid={uid} />
      </WithFirestore>
    </ErrorBoundary>
  );
}
