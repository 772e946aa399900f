// The recipe page's content, from the recipe the route's loader read. On the
// server and in the browser's first render it is exactly that copy (so the
// browser hydrates the server's HTML as it is). Once loaded, a signed-in
// cook's page follows the recipe live from Firestore, and a visitor's reads it
// again through the REST API when its tab is shown again and every minute
// while it is (lib/page-freshness.ts): edits, likes and ratings by others
// show, and the page says so when its cook deletes the recipe. What
// the route shows below the recipe (its reviews) gets the same recipe. The
// servings come from the page's URL; none there means as written.
import type { Recipe } from '@recipe-book/schema/recipe';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useFollowLive, useRevalidate, useRevalidateWhileVisible } from '@/lib/page-freshness';
import { readPublicRecipe } from '@/lib/recipes/read-public-recipe';
import { RecipeDetail } from './recipe-detail';
import { servingsInUrl } from '../servings';

// Renders nothing itself (or a notice should following fail) and reports what it reads: so the
// detail below stays the same element throughout, never rebuilt when following starts.
const RecipeFollower = lazy(() => import('./recipe-follower'));
// Rarely shown, and only after following has started: loaded then, not with the page.
const RecipeRemoved = lazy(() =>
  import('./recipe-detail-states').then((module) => ({ default: module.RecipeRemoved })),
);

interface RecipePageContentProps {
  recipe: Recipe;
  /** The recipe's canonical address. */
  url: string;
  /** The servings in the URL, if any. */
  servings: number | undefined;
  /** Puts servings in the URL (undefined for the recipe as written). */
  onServingsChange: (servings: number | undefined) => void;
  /** Shown after the recipe, from the recipe as shown (live or the loader's) at the servings shown; not once it is deleted. */
  children?: (shown: Recipe, servings: number) => ReactNode;
}

export function RecipePageContent({ recipe, url, servings, onServingsChange, children }: RecipePageContentProps) {
  const follow = useFollowLive();
  // What the follower last read, with the id it was read for (a new page starts from its own loader data).
  const [live, setLive] = useState<{ id: string; recipe: Recipe | null }>();
  const { id } = recipe;
  const onChange = useCallback(
    (next: Recipe | null) => setLive((last) => (last?.id === id && last.recipe === next ? last : { id, recipe: next })),
    [id],
  );
  const revalidate = useCallback(() => {
    void readPublicRecipe(recipe).then((next) => next !== undefined && onChange(next));
  }, [recipe, onChange]);
  useRevalidateWhileVisible(useRevalidate(), revalidate);
  const shown = live?.id === id ? live.recipe : recipe;
  const written = shown?.servings;
  const onServings = useCallback(
    (next: number) => written !== undefined && onServingsChange(servingsInUrl(next, written)),
    [onServingsChange, written],
  );
  return (
    <>
      {follow && (
        // Its own boundary: loading the follower never suspends the page.
        <Suspense fallback={null}>
          <RecipeFollower key={id} recipe={recipe} onChange={onChange} />
        </Suspense>
      )}
      {shown ? (
        <>
          <RecipeDetail
            recipe={shown}
            url={servings === undefined ? url : `${url}?servings=${servings}`}
            servings={servings ?? shown.servings}
            onServingsChange={onServings}
          />
          {children?.(shown, servings ?? shown.servings)}
        </>
      ) : (
        <Suspense fallback={null}>
          <RecipeRemoved />
        </Suspense>
      )}
    </>
  );
}
