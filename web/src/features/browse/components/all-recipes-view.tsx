// The All Recipes page: its header, the filters and the results for one
// search, from the route's loader data.
import type { ReactNode } from 'react';
import type { Cuisine } from '@recipe-book/schema/constants';
import type { RecipesPage } from '@recipe-book/schema/recipe-listing';
import { PageHeader } from '@/components/layout/page-header';
import type { BrowseSearch } from '../browse-search';
import { RecipeFilters } from './recipe-filters';
import { RecipeResults } from './recipe-results';

/** What the All Recipes route loads for one search. */
export interface AllRecipesData {
  page: RecipesPage;
  /** The list's kept total; undefined for a search or top rated, which are never counted. */
  total: number | undefined;
  cuisines: Cuisine[];
}

interface AllRecipesViewProps {
  search: BrowseSearch;
  data: AllRecipesData;
  /** Another list is loading: these results are about to be replaced. */
  loading: boolean;
  onFilter: (change: Partial<BrowseSearch>) => void;
  onView: (view: BrowseSearch['view']) => void;
}

export function AllRecipesView({ search, data, loading, onFilter, onView }: AllRecipesViewProps): ReactNode {
  return (
    <>
      <PageHeader title="All Recipes">
        <p>Every recipe shared by our cooks. Filter by cuisine, search by title, sort by preparation time or rating.</p>
      </PageHeader>
      <RecipeFilters search={search} onFilter={onFilter} onView={onView} cuisines={data.cuisines} />
      {/* The results on screen stay until the next list has loaded, marked as about to change. */}
      <div data-testid="recipe-results" aria-busy={loading} className={loading ? 'opacity-60' : undefined}>
        <RecipeResults search={search} page={data.page} total={data.total} />
      </div>
    </>
  );
}
