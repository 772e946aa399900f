// "Add to shopping list" on a recipe page: the ingredients at the servings
// shown go onto the signed-in cook's list. Like the like and wishlist toggles,
// it loads nothing a visitor does not need: on a device where nobody has
// signed in a press goes to log in and back, with no Auth and no Firestore;
// otherwise Auth says who it is (add-for-cook.tsx, loaded lazily).
import type { Recipe } from '@recipe-book/schema/recipe';
import { lazy } from 'react';
import { Button } from '@/components/ui/button';
import { AuthGate } from '@/lib/auth-gate';
import { EarlyPressForm, useEarlyPressForm } from '@/lib/early-press-form';
import { useEarlyPresses } from '@/lib/early-presses';
import { useSignInFirst } from '@/lib/use-sign-in-first';

export interface AddToShoppingListProps {
  recipe: Pick<Recipe, 'id' | 'title' | 'ingredients' | 'servings'>;
  /** The servings the page shows the ingredients for. */
  servings: number;
}

const AddForCook = lazy(() => import('./add-for-cook'));

export function AddToShoppingList(props: AddToShoppingListProps) {
  return (
    <EarlyPressForm pressKey={pressKey(props.recipe.id)}>
      <AuthGate
        visitor={<SignedOutAdd recipeId={props.recipe.id} />}
        waiting={<AddButton recipeId={props.recipe.id} />}
        onError="message"
      >
        <AddForCook {...props} />
      </AuthGate>
    </EarlyPressForm>
  );
}

/** A visitor's button: a press goes to log in and comes back to this recipe. */
export function SignedOutAdd({ recipeId }: { recipeId: string }) {
  return <AddButton recipeId={recipeId} onPress={useSignInFirst()} />;
}

interface AddButtonProps {
  recipeId: string;
  /** While the items are written. */
  busy?: boolean;
  /** What a press does; left out until it is known (a press meanwhile waits for it). */
  onPress?: () => void;
}

const notYet = () => undefined;
const pressKey = (recipeId: string) => `add-to-shopping-list:${recipeId}`;

/**
 * The button submits the control's form (EarlyPressForm), so
 * a press counts from the first paint: React replays one made before
 * hydration, and one made before Auth has answered waits for it
 * (lib/early-presses.ts).
 */
export function AddButton({ recipeId, busy = false, onPress }: AddButtonProps) {
  useEarlyPresses(pressKey(recipeId), onPress !== undefined, onPress ?? notYet, 'once');
  const form = useEarlyPressForm();
  return (
    <div className="mx-auto mt-10 flex max-w-5xl flex-wrap items-center gap-3 rounded-xl border border-stone-200 bg-white p-5 shadow-sm print:hidden">
      <p className="mr-auto text-stone-700">Going shopping? Take the ingredients with you, for the servings shown.</p>
      <Button type="submit" form={form} replayed busy={busy} pending={onPress === undefined}>
        Add to shopping list
      </Button>
    </div>
  );
}
