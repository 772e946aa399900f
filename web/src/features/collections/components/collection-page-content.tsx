// The collection page: on the server and in the browser's first render exactly
// the loader's copy (collection-view.tsx), so the browser hydrates the server's
// HTML as it is. Once loaded, a signed-in reader's page follows the collection
// live from Firestore (a rename, a new order, a recipe added or removed;
// collection-follower.tsx), and its recipes' cards with it (their titles,
// pictures, likes: the browse feature's live list, handed in as
// `followRecipes`); a visitor's reads it again through the REST API when its
// tab is shown again and every minute while it is (lib/page-freshness.ts).
// Either way it says so when the collection is deleted or made private. On a device where someone has signed in, Auth decides: the
// collection's cook gets the editing page (loaded only for them, so the
// public page stays small), anyone else the same view.
import type { CollectionPage } from '@recipe-book/schema/collection-page';
import type { ListedRecipe } from '@recipe-book/schema/listed-recipe';
import { lazy, Suspense, useCallback, useState } from 'react';
import { AuthGate } from '@/lib/auth-gate';
import { lazyFollower } from '@/lib/lazy-follower';
import { useRevalidate, useRevalidateWhileVisible } from '@/lib/page-freshness';
import { useLiveCopy } from '@/lib/use-live-copy';
import { readPublicCollection } from '../api/read-public-collection';
import { CollectionView } from './collection-view';
import type { FollowedRecipesSlot, RecipeCardSlot } from './recipe-card-slot';

const CollectionFollower = lazyFollower(() => import('./collection-follower'));
const CollectionOwnerGate = lazy(() => import('./collection-owner-gate'));
// Rarely shown, and only after following has started: loaded then, not with the page.
const CollectionRemoved = lazy(() =>
  import('./collection-page-states').then((module) => ({ default: module.CollectionRemoved })),
);

interface CollectionPageContentProps {
  page: CollectionPage;
  url: string;
  card: RecipeCardSlot;
  followRecipes: FollowedRecipesSlot;
}

/** The cards to follow: in id order, the same array while the same recipes (a new order restarts nothing). */
function useFollowedCards(recipes: ListedRecipe[]): ListedRecipe[] {
  const sorted = [...recipes].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const key = sorted.map((recipe) => recipe.id).join('\n');
  const [kept, setKept] = useState({ key, recipes: sorted });
  if (kept.key === key) return kept.recipes;
  setKept({ key, recipes: sorted });
  return sorted;
}

/** The page's recipes in its order, each as the live cards have it (one dropped there is gone). */
function inPageOrder(page: CollectionPage, cards: ListedRecipe[]): CollectionPage {
  const byId = new Map(cards.map((recipe) => [recipe.id, recipe]));
  return { ...page, recipes: page.recipes.flatMap((recipe) => byId.get(recipe.id) ?? []) };
}

function CollectionForReader(props: Omit<CollectionPageContentProps, 'followRecipes'>) {
  const view = <CollectionView {...props} />;
  return (
    <AuthGate visitor={view} waiting={view} onError={() => view}>
      <Suspense fallback={view}>
        <CollectionOwnerGate {...props} />
      </Suspense>
    </AuthGate>
  );
}

export function CollectionPageContent({ page, url, card, followRecipes: FollowRecipes }: CollectionPageContentProps) {
  // null once the collection is gone.
  const [shown, show] = useLiveCopy<CollectionPage | null>(page);
  const revalidate = useCallback(() => {
    void readPublicCollection(page).then((next) => next !== undefined && show(next));
  }, [page, show]);
  useRevalidateWhileVisible(useRevalidate(), revalidate);
  const cards = useFollowedCards(shown?.recipes ?? []);
  return (
    <>
      <CollectionFollower key={page.collection.id} page={page} onChange={show} />
      {shown ? (
        <FollowRecipes recipes={cards} each>
          {(liveCards) => <CollectionForReader page={inPageOrder(shown, liveCards)} url={url} card={card} />}
        </FollowRecipes>
      ) : (
        <Suspense fallback={null}>
          <CollectionRemoved />
        </Suspense>
      )}
    </>
  );
}
