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
import { lazy, type ReactNode, Suspense, useCallback } from 'react';
import { lazyFollower } from '@/lib/lazy-follower';
import { useRevalidate, useRevalidateWhileVisible } from '@/lib/page-freshness';
import { convertedFrom, type LinesInUnits } from '@/lib/units/lines-in-units';
import { useLiveCopy } from '@/lib/use-live-copy';
import { readPublicRecipe } from '@/lib/recipes/read-public-recipe';
import { RecipeDetail } from './recipe-detail';
import { servingsInUrl } from '../servings';

const RecipeFollower = lazyFollower(() => import('./recipe-follower'));
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
  /** `recipe`'s lines in each system, converted by the server (lines-in-units.ts). */
  inUnits?: LinesInUnits;
  /** Shown after the recipe, from the recipe as shown (live or the loader's) at the servings shown; not once it is deleted. */
  children?: (shown: Recipe, servings: number) => ReactNode;
}

export function RecipePageContent({
  recipe,
  url,
  servings,
  onServingsChange,
  inUnits,
  children,
}: RecipePageContentProps) {
  const { id } = recipe;
  // null once the recipe is gone. A copy of the recipe's id, not of the loader's object: the router
  // reading the same recipe again keeps what the follower last read (a new page starts from its own).
  const [shown, show] = useLiveCopy<Recipe | null>(recipe, id);
  const revalidate = useCallback(() => {
    void readPublicRecipe(recipe).then((next) => next !== undefined && show(next));
  }, [recipe, show]);
  useRevalidateWhileVisible(useRevalidate(), revalidate);
  const written = shown?.servings;
  const onServings = useCallback(
    (next: number) => written !== undefined && onServingsChange(servingsInUrl(next, written)),
    [onServingsChange, written],
  );
  return (
    <>
      <RecipeFollower key={id} recipe={recipe} onChange={show} />
      {shown ? (
        <>
          <RecipeDetail
            recipe={shown}
            url={servings === undefined ? url : `${url}?servings=${servings}`}
            servings={servings ?? shown.servings}
            onServingsChange={onServings}
            inUnits={convertedFrom(recipe, shown) ? inUnits : undefined}
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
