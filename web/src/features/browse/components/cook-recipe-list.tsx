// A cook's public recipes on their profile page, newest first, paged exactly
// like All Recipes (the same reader, cursors and pagination), or a friendly
// word when they have shared none yet. Once the page has loaded, its cards
// stay current and its first page offers the cook's new recipes, as All
// Recipes does (followed-recipes.tsx).
import { Link } from '@tanstack/react-router';
import { PAGE_SIZE } from '@recipe-book/schema/constants';
import type { RecipesPage } from '@recipe-book/schema/recipe-listing';
import { buttonClass } from '@/components/ui/button';
import type { CookPageSearch } from '../browse-search';
import { FollowedRecipes } from './followed-recipes';
import { NewRecipesNotice } from './new-recipes-notice';
import { Pagination } from './pagination';
import { RecipeGrid } from './recipe-grid';

interface CookRecipeListProps {
  cookUid: string;
  displayName: string;
  search: CookPageSearch;
  page: RecipesPage;
  /** The cook's public recipes (their kept total, live once the page follows it). */
  total: number;
}

export function CookRecipeList({ cookUid, displayName, search, page, total }: CookRecipeListProps) {
  if (page.recipes.length === 0) {
    return (
      <div
        data-testid="cook-no-recipes"
        className="flex flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center"
      >
        <p className="text-lg font-semibold text-stone-900">{displayName} has not shared a public recipe yet.</p>
        <p className="text-stone-700">
          Their recipes will appear here once they share one. Until then, find something to cook:
        </p>
        <Link to="/allRecipes" className={buttonClass('secondary')}>
          Browse all recipes
        </Link>
      </div>
    );
  }
  return (
    <FollowedRecipes recipes={page.recipes} firstPageOf={page.page === 1 ? { cookUid } : undefined}>
      {(shown, newRecipes) => {
        const from = (page.page - 1) * PAGE_SIZE + 1;
        const to = from + shown.length - 1;
        // A recipe shared a moment ago is listed before the trigger has counted it: never "of" fewer than shown.
        const known = Math.max(total, to);
        return (
          <>
            <p role="status" className="mb-4 min-h-5 text-sm text-stone-700">
              {shown.length === 0
                ? 'The recipes of this page were removed.'
                : `Showing ${from}–${to} of ${known} ${known === 1 ? 'recipe' : 'recipes'}`}
            </p>
            {/* A live region from the start, so the notice is announced when it appears. */}
            <div aria-live="polite">{newRecipes > 0 && <NewRecipesNotice count={newRecipes} />}</div>
            <RecipeGrid recipes={shown} headingLevel="h3" />
            <div className="mt-10">
              <Pagination
                search={search}
                result={page}
                lastPage={Math.max(1, Math.ceil(known / PAGE_SIZE))}
                cookUid={cookUid}
              />
            </div>
          </>
        );
      }}
    </FollowedRecipes>
  );
}
