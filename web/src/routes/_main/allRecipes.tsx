import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ALL_RECIPES_HEAD } from '@recipe-book/schema/recipe-json-ld';
import { PageHeader } from '@/components/layout/page-header';
import { useRecipesPage } from '@/features/recipes/api/use-recipes-page';
import { type BrowseSearch, validateBrowseSearch, withoutCursor } from '@/features/recipes/browse-search';
import { RecipeFilters } from '@/features/recipes/components/recipe-filters';
import { RecipeResults } from '@/features/recipes/components/recipe-results';

export const Route = createFileRoute('/_main/allRecipes')({
  validateSearch: validateBrowseSearch,
  head: () => ({
    meta: [
      { title: ALL_RECIPES_HEAD.title },
      { name: 'description', content: ALL_RECIPES_HEAD.description },
      { property: 'og:title', content: ALL_RECIPES_HEAD.title },
      { property: 'og:description', content: ALL_RECIPES_HEAD.description },
    ],
  }),
  component: AllRecipesPage,
});

function AllRecipesPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const result = useRecipesPage(search);
  // The page number stays on a filter change; the cursor no longer fits the new list.
  const onFilter = useCallback(
    (change: Partial<BrowseSearch>) => void navigate({ search: (prev) => withoutCursor({ ...prev, ...change }) }),
    [navigate],
  );
  const onView = useCallback(
    (view: BrowseSearch['view']) =>
      void navigate({
        search: (prev) => ({ ...prev, view: view === 'list' ? 'list' : undefined }),
        resetScroll: false,
      }),
    [navigate],
  );
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
