// The Wishlist page's list: the recipes the user saved, most recent first,
// live. Removing one (here or with the card's bookmark) moves its counter
// too; a recipe its owner deleted drops out by itself.
import { Link } from '@tanstack/react-router';
import type { Recipe } from '@recipe-book/schema/recipe';
import { useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { describeError } from '@/lib/describe-error';
import { removeFromWishlist } from '../api/remove-from-wishlist';
import { useWishlistRecipes } from '../api/use-wishlist-recipes';
import { RecipeCard } from './recipe-card';
import { EmptyState, RecipeListState } from './recipe-list-state';

function RemoveButton({ recipe, uid }: { recipe: Recipe; uid: string }) {
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await removeFromWishlist(recipe.id, uid);
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

export function WishlistList({ uid }: { uid: string }) {
  const recipes = useWishlistRecipes(uid);
  return (
    <RecipeListState
      result={recipes}
      loadingLabel="Loading your wishlist…"
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
