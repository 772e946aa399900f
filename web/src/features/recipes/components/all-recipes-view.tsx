// The All Recipes page: its header, the filters and the results for one
// search. The route gives it the URL's search and the page read for it; the
// server renders it too, for the first page carried in the HTML.
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import type { Loadable } from '@/lib/firestore-data';
import type { RecipesPage } from '../api/load-recipes-page';
import type { BrowseSearch } from '../browse-search';
import { RecipeFilters } from './recipe-filters';
import { RecipeResults } from './recipe-results';

interface AllRecipesViewProps {
  search: BrowseSearch;
  result: Loadable<RecipesPage>;
  onFilter: (change: Partial<BrowseSearch>) => void;
  onView: (view: BrowseSearch['view']) => void;
}

export function AllRecipesView({ search, result, onFilter, onView }: AllRecipesViewProps): ReactNode {
  return (
    <>
      <PageHeader title="All Recipes">
        <p>Every recipe shared by our cooks. Filter by cuisine, search by title, sort by preparation time.</p>
      </PageHeader>
      <RecipeFilters search={search} onFilter={onFilter} onView={onView} pageShown={result.status !== 'loading'} />
      <RecipeResults search={search} result={result} />
    </>
  );
}
