// The All Recipes result area: a clear message when nothing matches, or the
// cards, the count line and the pagination. The route's loader has read the
// page and the kept total before this renders (a failed read shows the route's
// error page with Retry); once the page has loaded, its cards stay current
// (followed-recipes.tsx). A search or top rated has no kept total and is never
// counted: the line says what the page knows ("of more than 24").
import { Link } from '@tanstack/react-router';
import { PAGE_SIZE } from '@recipe-book/schema/constants';
import type { RecipesPage } from '@recipe-book/schema/recipe-listing';
import { buttonClass } from '@/components/ui/button';
import { useFoodSuggestions } from '../api/use-food-suggestions';
import { type BrowseSearch, foodsOf, foodsValue, withoutCursor } from '../browse-search';
import { FollowedRecipes } from './followed-recipes';
import { NewRecipesNotice } from './new-recipes-notice';
import { Pagination } from './pagination';
import { RecipeGrid } from './recipe-grid';

interface RecipeResultsProps {
  search: BrowseSearch;
  page: RecipesPage;
  /** How many recipes the list holds, when it has a kept total. */
  total: number | undefined;
}

/** "of 30 recipes", or without a total "of more than 24 recipes" while more pages follow. */
function ofTotal(total: number | undefined, to: number, hasNext: boolean): string {
  if (total === undefined && hasNext) return `of more than ${to} recipes`;
  const known = total ?? to;
  return `of ${known} ${known === 1 ? 'recipe' : 'recipes'}`;
}

export function RecipeResults({ search, page: result, total: loaded }: RecipeResultsProps) {
  const { recipes, page, hasNext } = result;
  if (recipes.length === 0) return <NoResults search={search} />;
  return (
    <FollowedRecipes recipes={recipes} firstPageOf={page === 1 ? search : undefined}>
      {(shown, newRecipes) => {
        // A recipe deleted since the page was read leaves the list and the count.
        const total = loaded === undefined ? undefined : loaded - (recipes.length - shown.length);
        const from = (page - 1) * PAGE_SIZE + 1;
        const to = Math.min(from + shown.length - 1, total ?? Infinity);
        return (
          <>
            <p role="status" className="mb-4 min-h-5 text-sm text-stone-700">
              {shown.length === 0
                ? 'The recipes of this page were removed.'
                : `Showing ${from}–${to} ${ofTotal(total, to, hasNext)}`}
            </p>
            {/* A live region from the start, so the notice is announced when it appears. */}
            <div aria-live="polite">{newRecipes > 0 && <NewRecipesNotice count={newRecipes} />}</div>
            <RecipeGrid recipes={shown} view={search.view ?? 'grid'} headingLevel="h2" />
            <div className="mt-10">
              <Pagination
                search={search}
                result={result}
                lastPage={total === undefined ? undefined : Math.max(1, Math.ceil(total / PAGE_SIZE))}
              />
            </div>
          </>
        );
      }}
    </FollowedRecipes>
  );
}

/** What an empty list says: top rated lists only recipes with a review. */
function emptyText(filtered: boolean, topRated: boolean): { title: string; hint: string } {
  if (topRated) {
    return filtered
      ? { title: 'No rated recipes match your search.', hint: 'Try another word or cuisine, or clear the filters.' }
      : { title: 'No rated recipes yet.', hint: 'Recipes show here once cooks have reviewed them.' };
  }
  return filtered
    ? { title: 'No recipes match your search.', hint: 'Try another word or cuisine, or clear the filters.' }
    : { title: 'No recipes yet.', hint: 'Be the first to share one!' };
}

/** The last word searched for: the one a near miss ("tomatoe") most likely is. */
const lastWord = (q: string | undefined) => q?.trim().split(/\s+/).at(-1) ?? '';

/** A search that found nothing offers the known food nearest to its last word, as a food to have. */
function NearestFood({ search }: { search: BrowseSearch }) {
  const typed = lastWord(search.q);
  const [nearest] = useFoodSuggestions(typed);
  const wanted = foodsOf(search.with);
  if (!nearest || wanted.includes(nearest.name)) return null;
  const q = search.q?.trim().replace(/\s*\S+$/u, '') || undefined;
  return (
    <p className="mt-3 text-stone-800">
      Nearest food:{' '}
      <Link
        to="/allRecipes"
        search={{ ...withoutCursor(search), page: undefined, q, with: foodsValue([...wanted, nearest.name]) }}
        className="font-semibold text-orange-800 underline"
      >
        {nearest.name}
      </Link>
    </p>
  );
}

function NoResults({ search }: { search: BrowseSearch }) {
  const filtered = Boolean(search.q || search.cuisine || search.with || search.without);
  const topRated = search.sort === '-rating';
  const { title, hint } = emptyText(filtered, topRated);
  return (
    <div role="status" className="rounded-xl border border-stone-200 bg-white p-8 text-center">
      <p className="text-lg font-semibold text-stone-900">{title}</p>
      <p className="mt-1 text-stone-700">{hint}</p>
      {search.q && <NearestFood search={search} />}
      {(filtered || topRated) && (
        <Link to="/allRecipes" search={{ view: search.view }} className={buttonClass('secondary', 'mt-4')}>
          {filtered ? 'Clear filters' : 'Show all recipes'}
        </Link>
      )}
    </div>
  );
}
