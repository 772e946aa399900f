// The All Recipes result area: a spinner while the page loads, the error with
// Retry, a clear message when nothing matches, or the cards, a count line and
// the pagination.
import { Link } from '@tanstack/react-router';
import { PAGE_SIZE } from '@recipe-book/schema/constants';
import { buttonClass } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-boundary';
import { Spinner } from '@/components/ui/spinner';
import { useRecipesPage } from '../api/use-recipes-page';
import type { BrowseSearch } from '../browse-search';
import { Pagination } from './pagination';
import { RecipeGrid } from './recipe-grid';

export function RecipeResults({ search }: { search: BrowseSearch }) {
  const result = useRecipesPage(search);

  if (result.status === 'loading') {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading recipes…" />
      </div>
    );
  }
  if (result.status === 'error') return <ErrorMessage error={result.error} retry={result.retry} />;

  const { recipes, page, total } = result.data;
  if (total === 0 || recipes.length === 0) {
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

  const from = (page - 1) * PAGE_SIZE + 1;
  return (
    <>
      <p role="status" className="mb-4 text-sm text-stone-700">
        Showing {from}–{Math.min(from + PAGE_SIZE - 1, total)} of {total} {total === 1 ? 'recipe' : 'recipes'}
      </p>
      <RecipeGrid recipes={recipes} view={search.view ?? 'grid'} headingLevel="h2" />
      <Pagination search={search} result={result.data} />
    </>
  );
}
