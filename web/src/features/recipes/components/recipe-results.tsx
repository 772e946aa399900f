// The All Recipes result area: a spinner while the page loads, the error with
// Retry, a clear message when nothing matches, or the cards, then the count
// line and the pagination once the total (a separate count()) is known.
import { Link } from '@tanstack/react-router';
import { PAGE_SIZE } from '@recipe-book/schema/constants';
import { buttonClass } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-boundary';
import { Spinner } from '@/components/ui/spinner';
import type { Loadable } from '@/lib/firestore-data';
import type { RecipesPage } from '../api/load-recipes-page';
import { reconnectFirestore } from '../api/reconnect-firestore';
import { useRecipeCount } from '../api/use-recipe-count';
import type { BrowseSearch } from '../browse-search';
import { Pagination } from './pagination';
import { RecipeGrid } from './recipe-grid';

interface RecipeResultsProps {
  search: BrowseSearch;
  /** useRecipesPage(search), read by the route so the filters know when the page is shown. */
  result: Loadable<RecipesPage>;
}

export function RecipeResults({ search, result }: RecipeResultsProps) {
  const count = useRecipeCount(search);

  if (result.status === 'loading') {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading recipes…" />
      </div>
    );
  }
  if (result.status === 'error') {
    const { retry } = result;
    return <ErrorMessage error={result.error} retry={() => void reconnectFirestore().finally(retry)} />;
  }

  const { recipes, page } = result.data;
  if (recipes.length === 0) return <NoResults search={search} />;

  const total = result.data.total ?? (count.status === 'success' ? count.data : undefined);
  const from = (page - 1) * PAGE_SIZE + 1;
  const to = from + recipes.length - 1;
  return (
    <>
      <p role="status" className="mb-4 min-h-5 text-sm text-stone-700">
        {total === undefined
          ? `Showing ${from}–${to}`
          : `Showing ${from}–${Math.min(to, total)} of ${total} ${total === 1 ? 'recipe' : 'recipes'}`}
      </p>
      <RecipeGrid recipes={recipes} view={search.view ?? 'grid'} headingLevel="h2" />
      {/* Room kept for the page links, so nothing jumps when the total arrives. */}
      <div className="mt-10 min-h-10">
        {total !== undefined && (
          <Pagination search={search} result={result.data} lastPage={Math.max(1, Math.ceil(total / PAGE_SIZE))} />
        )}
        {count.status === 'error' && <ErrorMessage error={count.error} retry={count.retry} />}
      </div>
    </>
  );
}

function NoResults({ search }: { search: BrowseSearch }) {
  const filtered = Boolean(search.q || search.cuisine);
  return (
    <div role="status" className="rounded-xl border border-stone-200 bg-white p-8 text-center">
      <p className="text-lg font-semibold text-stone-900">
        {filtered ? 'No recipes match your search.' : 'No recipes yet.'}
      </p>
      <p className="mt-1 text-stone-700">
        {filtered ? 'Try another word or cuisine, or clear the filters.' : 'Be the first to share one!'}
      </p>
      {filtered && (
        <Link to="/allRecipes" search={{ view: search.view }} className={buttonClass('secondary', 'mt-4')}>
          Clear filters
        </Link>
      )}
    </div>
  );
}
