// The Add to shopping list button once Auth has answered (loaded lazily by
// add-to-shopping-list.tsx, with reactfire): a visitor's, or a signed-in
// cook's, whose press puts the recipe's ingredients, scaled to the servings
// shown, onto their list (their household's when they share one) in one batch.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useSigninCheck } from 'reactfire';
import { notify } from '@/components/ui/toast';
import { describeError } from '@/lib/describe-error';
import { type PlaceUser, readListPlace } from '@/lib/list-place';
import { addShoppingItems, ShoppingListFullError } from '../api/add-shopping-items';
import { itemsFromRecipe } from '@recipe-book/schema/shopping-list';
import { AddButton, type AddToShoppingListProps, SignedOutAdd } from './add-to-shopping-list';

function AddedMessage({ count }: { count: number }) {
  return (
    <span>
      Added {count === 1 ? '1 item' : `${count} items`} to your shopping list.{' '}
      <Link to="/shoppingList" className="underline underline-offset-2">
        View list
      </Link>
    </span>
  );
}

export default function AddForCook(props: AddToShoppingListProps) {
  const { status, data } = useSigninCheck();
  if (status !== 'success') return <AddButton recipeId={props.recipe.id} />;
  if (!data.signedIn) return <SignedOutAdd recipeId={props.recipe.id} />;
  return <CookAdd {...props} user={data.user} />;
}

function CookAdd({ recipe, servings, user }: AddToShoppingListProps & { user: PlaceUser }) {
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      const items = itemsFromRecipe(recipe, servings);
      // Offline, the items wait on this device and settleWrite has said so.
      if ((await addShoppingItems(await readListPlace(user), items)) === 'sent')
        notify.success(<AddedMessage count={items.length} />);
    } catch (error) {
      const reason = error instanceof ShoppingListFullError ? error.message : describeError(error);
      notify.error(`The ingredients were not added. ${reason}`);
    } finally {
      setBusy(false);
    }
  };
  return <AddButton recipeId={recipe.id} busy={busy} onPress={() => void add()} />;
}
