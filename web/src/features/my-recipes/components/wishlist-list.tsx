// The Wishlist page's list: the recipes the user saved, most recent first,
// live. Removing one (here or with the card's bookmark) moves its counter
// too; a recipe its owner deleted drops out by itself.
import { Link } from '@tanstack/react-router';
import type { Recipe } from '@recipe-book/schema/recipe';
import { type ReactNode, useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { notify } from '@/components/ui/toast';
import { describeError } from '@/lib/describe-error';
import { useDataChanged } from '@/lib/use-data-changed';
import { WithFirestore } from '@/lib/firebase-providers';
import { removeFromWishlist } from '@/lib/recipes/remove-from-wishlist';
import { RefusedBoundary } from '@/lib/refused-boundary';
import { useRecipesWithIds, useRecipeWithId, useWishlistIds, WISHLIST_BATCH_SIZE } from '../api/use-wishlist-recipes';
import { RecipeCard } from '@/components/recipes/recipe-card';
import { EmptyState, ListSpinner, RecipeListState } from '@/components/recipes/recipe-list-state';

const LOADING_LABEL = 'Loading your wishlist…';

function RemoveButton({ recipe, uid }: { recipe: Recipe; uid: string }) {
  const [busy, setBusy] = useState(false);
  const dataChanged = useDataChanged();
  const remove = async () => {
    setBusy(true);
    try {
      await removeFromWishlist(recipe.id, uid);
      dataChanged();
      notify.success(`“${recipe.title}” was removed from your wishlist.`);
    } catch (error) {
      notify.error(`Could not remove it from your wishlist. ${describeError(error)}`);
      setBusy(false);
    }
  };
  return (
    <Button variant="ghost" busy={busy} onClick={remove} aria-label={`Remove ${recipe.title} from my wishlist`}>
      Remove
    </Button>
  );
}

interface CollectProps {
  /** Ids still to read, in wishlist order. */
  ids: string[];
  uid: string;
  /** The recipes read so far; `undefined` while an earlier batch is loading. */
  found: Recipe[] | undefined;
  children: (recipes: Recipe[] | undefined) => ReactNode;
}

/**
 * Reads the saved recipes one batch of ids per level (a hook reads one query,
 * and a wishlist may need several), then hands them all to `children`. Every
 * level renders at once, so all batches load side by side.
 */
function CollectRecipes({ ids, uid, found, children }: CollectProps) {
  if (ids.length === 0) return children(found);
  return (
    <ReadBatch ids={ids.slice(0, WISHLIST_BATCH_SIZE)} rest={ids.slice(WISHLIST_BATCH_SIZE)} uid={uid} found={found}>
      {children}
    </ReadBatch>
  );
}

type BatchProps = CollectProps & { rest: string[] };

/** One batch by one query; refused when it names another cook's private recipe: then one recipe at a time. */
function ReadBatch(props: BatchProps) {
  return (
    <RefusedBoundary refused={<ReadOneByOne {...props} />}>
      <ReadBatchQuery {...props} />
    </RefusedBoundary>
  );
}

function ReadBatchQuery({ ids, rest, uid, found, children }: BatchProps) {
  const batch = useRecipesWithIds(ids, uid);
  return (
    <CollectRecipes ids={rest} uid={uid} found={found && batch && [...found, ...batch]}>
      {children}
    </CollectRecipes>
  );
}

/** The batch's recipes each on its own: one the rules refuse (made private by its cook) is left out. */
function ReadOneByOne({ ids, rest, uid, found, children }: BatchProps) {
  const [first, ...others] = ids;
  const next = (more: Recipe[] | undefined) => (
    <ReadOneByOne ids={others} rest={rest} uid={uid} found={found && more && [...found, ...more]}>
      {children}
    </ReadOneByOne>
  );
  if (first === undefined) {
    return (
      <CollectRecipes ids={rest} uid={uid} found={found}>
        {children}
      </CollectRecipes>
    );
  }
  return (
    <RefusedBoundary refused={next([])}>
      <ReadOne id={first}>{next}</ReadOne>
    </RefusedBoundary>
  );
}

function ReadOne({ id, children }: { id: string; children: (recipe: Recipe[] | undefined) => ReactNode }) {
  return children(useRecipeWithId(id));
}

/** The saved recipes as read, in wishlist order: a spinner, the empty state with a way to All Recipes, or the cards. */
export function WishlistRecipes({ recipes, uid }: { recipes: Recipe[] | undefined; uid: string }) {
  return (
    <RecipeListState
      recipes={recipes}
      loadingLabel={LOADING_LABEL}
      empty={
        <EmptyState title="Your wishlist is empty.">
          <p className="text-center text-stone-700">Save recipes you want to cook with the bookmark on any recipe.</p>
          <Link to="/allRecipes" className={buttonClass('primary')}>
            Browse All Recipes
          </Link>
        </EmptyState>
      }
    >
      {(list) => (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((recipe, index) => (
            <li key={recipe.id} className="flex flex-col gap-2">
              <RecipeCard recipe={recipe} eager={index < 3} headingLevel="h2" />
              <RemoveButton recipe={recipe} uid={uid} />
            </li>
          ))}
        </ul>
      )}
    </RecipeListState>
  );
}

function Wishlist({ uid }: { uid: string }) {
  const ids = useWishlistIds(uid);
  if (!ids) return <ListSpinner label={LOADING_LABEL} />;
  return (
    <CollectRecipes ids={ids} uid={uid} found={[]}>
      {(found) => {
        // In wishlist order; a recipe deleted (or made private) meanwhile is not found and drops out.
        const byId = new Map(found?.map((recipe) => [recipe.id, recipe]));
        const recipes = found && ids.flatMap((id) => byId.get(id) ?? []);
        return <WishlistRecipes recipes={recipes} uid={uid} />;
      }}
    </CollectRecipes>
  );
}

export function WishlistList({ uid }: { uid: string }) {
  return (
    <ErrorBoundary>
      <WithFirestore fallback={<ListSpinner label={LOADING_LABEL} />}>
        {/* Keyed by its query (the user's): another user's wishlist never shows for a moment. */}
        <Wishlist key={uid} uid={uid} />
      </WithFirestore>
    </ErrorBoundary>
  );
}
