// A list of recipes from the loader's data, kept current once the page has
// loaded (listed-recipes-follower.tsx): the server's HTML and the first render
// show the loader's copy, so hydration matches; then the live copy takes over.
import type { ListedRecipe } from '@recipe-book/schema/listed-recipe';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useIdleAfterLoad } from '@/lib/use-idle-after-load';

const ListedRecipesFollower = lazy(() => import('./listed-recipes-follower'));

interface FollowedRecipesProps {
  /** The loader's recipes, in the list's order. */
  recipes: ListedRecipe[];
  children: (shown: ListedRecipe[]) => ReactNode;
}

export function FollowedRecipes({ recipes, children }: FollowedRecipesProps) {
  const follow = useIdleAfterLoad() && recipes.length > 0;
  // What the follower last read, with the list it was read for (new loader data starts over).
  const [live, setLive] = useState<{ of: ListedRecipe[]; recipes: ListedRecipe[] }>();
  const onChange = useCallback(
    (next: ListedRecipe[]) =>
      setLive((last) => (last?.of === recipes && last.recipes === next ? last : { of: recipes, recipes: next })),
    [recipes],
  );
  const shown = live?.of === recipes ? live.recipes : recipes;
  const key = recipes.map((recipe) => recipe.id).join();
  return (
    <>
      {follow && (
        // Its own boundary: loading the follower never suspends the list.
        <Suspense fallback={null}>
          <ListedRecipesFollower key={key} recipes={recipes} onChange={onChange} />
        </Suspense>
      )}
      {children(shown)}
    </>
  );
}
