// The dashboard's main column: the counters and the list of own recipes, both
// from the one live list of the user's recipes, and the download of them all.
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { WithFirestore } from '@/lib/firebase-providers';
import { useMyRecipes } from '../api/use-my-recipes';
import { ownCounts } from '../own-counts';
import { CountersView, DashboardCounters } from './dashboard-counters';
import { DashboardRecipeList } from './dashboard-recipe-list';
import { DownloadRecipesButton } from './download-recipes-button';

interface OverviewProps {
  uid: string;
  /** The site's public origin, for the recipes' page URLs in a download. */
  origin: string;
}

function OverviewLayout({ counters, download, list }: { counters: ReactNode; download: ReactNode; list: ReactNode }) {
  return (
    <div className="flex flex-col gap-8">
      {counters}
      <section aria-labelledby="dashboard-recipes" className="flex flex-col gap-3">
        <h2 id="dashboard-recipes" className="text-xl font-semibold text-stone-900">
          Your recipes
        </h2>
        {download}
        {list}
      </section>
    </div>
  );
}

function Overview({ uid, origin }: OverviewProps) {
  const recipes = useMyRecipes(uid);
  return (
    <OverviewLayout
      counters={<DashboardCounters own={ownCounts(recipes)} />}
      download={<DownloadRecipesButton uid={uid} origin={origin} ownCount={recipes?.length} />}
      list={<DashboardRecipeList recipes={recipes} />}
    />
  );
}

export function DashboardOverview({ uid, origin }: OverviewProps) {
  const loading = (
    <OverviewLayout
      counters={<CountersView />}
      download={<DownloadRecipesButton uid={uid} origin={origin} ownCount={undefined} />}
      list={<DashboardRecipeList recipes={undefined} />}
    />
  );
  return (
    <ErrorBoundary>
      <WithFirestore fallback={loading}>
        {/* Keyed by its query (the user's): another user's numbers never show for a moment. */}
        <Overview key={uid} uid={uid} origin={origin} />
      </WithFirestore>
    </ErrorBoundary>
  );
}
