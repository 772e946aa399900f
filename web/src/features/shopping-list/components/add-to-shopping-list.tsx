// "Add to shopping list" on a recipe page: the ingredients at the servings
// shown go onto the signed-in cook's list. Like the like and wishlist toggles,
// it loads nothing a visitor does not need: on a device where nobody has
// signed in a press goes to log in and back, with no Auth and no Firestore;
// otherwise Auth says who it is (add-for-cook.tsx, loaded lazily).
import type { Recipe } from '@recipe-book/schema/recipe';
import { lazy } from 'react';
import { Button } from '@/components/ui/button';
import { AuthGate } from '@/lib/auth-gate';
import { useSignInFirst } from '@/lib/use-sign-in-first';

export interface AddToShoppingListProps {
  recipe: Pick<Recipe, 'id' | 'title' | 'ingredients' | 'servings'>;
  /** The servings the page shows the ingredients for. */
  servings: number;
}

const AddForCook = lazy(() => import('./add-for-cook'));

export function AddToShoppingList(props: AddToShoppingListProps) {
  return (
    <AuthGate visitor={<SignedOutAdd />} waiting={<AddButton busy onPress={() => undefined} />} onError="message">
      <AddForCook {...props} />
    </AuthGate>
  );
}

/** A visitor's button: a press goes to log in and comes back to this recipe. */
export function SignedOutAdd() {
  return <AddButton busy={false} onPress={useSignInFirst()} />;
}

export function AddButton({ busy, onPress }: { busy: boolean; onPress: () => void }) {
  return (
    <div className="mx-auto mt-10 flex max-w-5xl flex-wrap items-center gap-3 rounded-xl border border-stone-200 bg-white p-5 shadow-sm print:hidden">
      <p className="mr-auto text-stone-700">Going shopping? Take the ingredients with you, for the servings shown.</p>
      <Button busy={busy} onClick={onPress}>
        Add to shopping list
      </Button>
    </div>
  );
}
