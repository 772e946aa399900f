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
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useFollowLive, useRevalidate, useRevalidateWhileVisible } from '@/lib/page-freshness';
import { readPublicListed } from '@/lib/recipes/read-public-recipe';
import type { FollowedReading } from './listed-recipes-follower';

const ListedRecipesFollower = lazy(() => import('./listed-recipes-follower'));

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
  const follow = useFollowLive() && recipes.length > 0;
  // What the follower last read, with the list it was read for (new loader data starts over).
  const [live, setLive] = useState<{ of: ListedRecipe[]; reading: FollowedReading }>();
  const onChange = useCallback(
    (reading: FollowedReading) =>
      setLive((last) =>
        last?.of === recipes &&
        last.reading.recipes === reading.recipes &&
        last.reading.newRecipes === reading.newRecipes
          ? last
          : { of: recipes, reading },
      ),
    [recipes],
  );
  // A list of each recipe by its own document may hold unlisted ones, which GET /recipes?ids= leaves out.
  const revalidate = useCallback(() => {
    void readPublicListed(recipes).then((next) => next && onChange({ recipes: next, newRecipes: 0 }));
  }, [recipes, onChange]);
  useRevalidateWhileVisible(useRevalidate() && !each && recipes.length > 0, revalidate);
  const reading = live?.of === recipes ? live.reading : { recipes, newRecipes: 0 };
  const key = recipes.map((recipe) => recipe.id).join();
  return (
    <>
      {follow && (
        // Its own boundary: loading the follower never suspends the list.
        <Suspense fallback={null}>
          <ListedRecipesFollower
            key={key}
            recipes={recipes}
            firstPageOf={firstPageOf}
            each={each}
            onChange={onChange}
          />
        </Suspense>
      )}
      {children(reading.recipes, reading.newRecipes)}
    </>
  );
}
