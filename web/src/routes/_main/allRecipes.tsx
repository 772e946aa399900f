import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { cuisinesInUse, keptTotal } from '@recipe-book/schema/kept-totals';
import { ALL_RECIPES_HEAD } from '@recipe-book/schema/recipe-json-ld';
import { type BrowseSearch, validateBrowseSearch, withoutCursor } from '@/features/browse/browse-search';
import { type AllRecipesData, AllRecipesView } from '@/features/browse/components/all-recipes-view';

export const Route = createFileRoute('/_main/allRecipes')({
  validateSearch: validateBrowseSearch,
  // What is listed, not how (the view): a new filter, search, sort or page loads; a view change does not.
  loaderDeps: ({ search: { cuisine, q, with: wanted, without, sort, page, after, before, last } }) => ({
    cuisine,
    q,
    with: wanted,
    without,
    sort,
    page,
    after,
    before,
    last,
  }),
  loader: async ({ context: { recipes }, deps }): Promise<AllRecipesData> => {
    const [page, totals] = await Promise.all([recipes.recipesPage(deps), recipes.recipeTotals()]);
    // All recipes and a cuisine have a kept total; a search and top rated have none, and are never counted.
    return { page, total: keptTotal(totals, deps), cuisines: cuisinesInUse(totals, page.recipes) };
  },
  head: ({ match }) => ({
    meta: [
      { title: ALL_RECIPES_HEAD.title },
      { name: 'description', content: ALL_RECIPES_HEAD.description },
      { property: 'og:title', content: ALL_RECIPES_HEAD.title },
      { property: 'og:description', content: ALL_RECIPES_HEAD.description },
    ],
    links: [{ rel: 'canonical', href: `${match.context.origin}/allRecipes` }],
  }),
  component: AllRecipesPage,
});

function AllRecipesPage() {
  const search = Route.useSearch();
  const data = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
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
  return <AllRecipesView search={search} data={data} loading={loading} onFilter={onFilter} onView={onView} />;
}
