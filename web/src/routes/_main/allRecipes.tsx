import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ALL_RECIPES_HEAD } from '@recipe-book/schema/recipe-json-ld';
import { useRecipesPage } from '@/features/recipes/api/use-recipes-page';
import { type BrowseSearch, validateBrowseSearch, withoutCursor } from '@/features/recipes/browse-search';
import { AllRecipesView } from '@/features/recipes/components/all-recipes-view';
import { usePageTakenOver } from '@/lib/page-takeover';

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
  usePageTakenOver();
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
  return <AllRecipesView search={search} result={result} onFilter={onFilter} onView={onView} />;
}
