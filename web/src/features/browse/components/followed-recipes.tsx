// A list of recipes from the loader's data, kept current once the page has
// loaded (lib/page-freshness.ts): the server's HTML and the first render show
// the loader's copy, so hydration matches; then the current copy takes over. A
// signed-in cook's list follows its recipes live (listed-recipes-follower.tsx)
// and, on a first page, learns how many new recipes the list has since; a
// visitor's reads the recipes it shows again through the REST API when the tab
// is shown again and every minute while it is: edits, likes and ratings show,
// and a recipe deleted or made private leaves the list.
import type { ListedRecipe } from '@recipe-book/schema/listed-recipe';
import type { ListingFilters } from '@recipe-book/schema/recipe-listing';
import { type ReactNode, useCallback } from 'react';
import { lazyFollower } from '@/lib/lazy-follower';
import { useRevalidate, useRevalidateWhileVisible } from '@/lib/page-freshness';
import { useLiveCopy } from '@/lib/use-live-copy';
import { readPublicListed } from '@/lib/recipes/read-public-recipe';
import type { FollowedReading } from './listed-recipes-follower';

const ListedRecipesFollower = lazyFollower(() => import('./listed-recipes-follower'));

interface FollowedRecipesProps {
  /** The loader's recipes, in the list's order. */
  recipes: ListedRecipe[];
  /** The list these recipes are the first page of, to notice new ones; absent on other pages. */
  firstPageOf?: ListingFilters | undefined;
  /**
   * Follow each recipe by its own document rather than by one query of the
   * listed ones: for a list that may hold unlisted recipes and its reader's
   * private ones, and more than a query's 30 ids (a collection's page).
   */
  each?: boolean;
  children: (shown: ListedRecipe[], newRecipes: number) => ReactNode;
}

export function FollowedRecipes({ recipes, firstPageOf, each = false, children }: FollowedRecipesProps) {
  // What the follower or a revalidation last read of these recipes; none yet: the loader's, and no new ones.
  const [reading, show] = useLiveCopy<FollowedReading | undefined>(undefined, recipes);
  // A list of each recipe by its own document may hold unlisted ones, which GET /recipes?ids= leaves out.
  const revalidate = useCallback(() => {
    void readPublicListed(recipes).then((next) => next && show({ recipes: next, newRecipes: 0 }));
  }, [recipes, show]);
  useRevalidateWhileVisible(useRevalidate() && !each && recipes.length > 0, revalidate);
  const shown = reading ?? { recipes, newRecipes: 0 };
  const key = recipes.map((recipe) => recipe.id).join();
  return (
    <>
      {recipes.length > 0 && (
        <ListedRecipesFollower key={key} recipes={recipes} firstPageOf={firstPageOf} each={each} onChange={show} />
      )}
      {children(shown.recipes, shown.newRecipes)}
    </>
  );
}
