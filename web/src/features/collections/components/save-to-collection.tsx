// "Save to collection" on a recipe page: the recipe into one or more of the
// cook's collections, or into a new one. Like "Add to shopping list", it loads
// nothing a visitor does not need: on a device where nobody has signed in a
// press goes to log in and back, with no Auth and no Firestore; otherwise Auth
// says who it is (save-for-cook.tsx, loaded lazily with the dialog).
import type { Recipe } from '@recipe-book/schema/recipe';
import { lazy } from 'react';
import { Button } from '@/components/ui/button';
import { AuthGate } from '@/lib/auth-gate';
import { EarlyPressForm, useEarlyPressForm } from '@/lib/early-press-form';
import { useEarlyPresses } from '@/lib/early-presses';
import { useSignInFirst } from '@/lib/use-sign-in-first';

export interface SaveToCollectionProps {
  recipe: Pick<Recipe, 'id' | 'title'>;
}

const SaveForCook = lazy(() => import('./save-for-cook'));

export function SaveToCollection(props: SaveToCollectionProps) {
  return (
    <EarlyPressForm pressKey={pressKey(props.recipe.id)}>
      <AuthGate
        visitor={<SignedOutSave recipeId={props.recipe.id} />}
        waiting={<SaveButton recipeId={props.recipe.id} />}
        onError="message"
      >
        <SaveForCook {...props} />
      </AuthGate>
    </EarlyPressForm>
  );
}

/** A visitor's button: a press goes to log in and comes back to this recipe. */
export function SignedOutSave({ recipeId }: { recipeId: string }) {
  return <SaveButton recipeId={recipeId} onPress={useSignInFirst()} />;
}

interface SaveButtonProps {
  recipeId: string;
  /** What a press does; left out until it is known (a press meanwhile waits for it). */
  onPress?: () => void;
}

const notYet = () => undefined;
const pressKey = (recipeId: string) => `save-to-collection:${recipeId}`;

/**
 * The button submits the control's form (EarlyPressForm), so
 * a press counts from the first paint: React replays one made before
 * hydration, and one made before Auth has answered waits for it
 * (lib/early-presses.ts).
 */
export function SaveButton({ recipeId, onPress }: SaveButtonProps) {
  useEarlyPresses(pressKey(recipeId), onPress !== undefined, onPress ?? notYet, 'once');
  const form = useEarlyPressForm();
  return (
    <div className="mx-auto mt-4 flex max-w-5xl flex-wrap items-center gap-3 rounded-xl border border-stone-200 bg-white p-5 shadow-sm print:hidden">
      <p className="mr-auto text-stone-700">Keeping this one? Put it in a collection of yours, or start one.</p>
      <Button type="submit" form={form} replayed pending={onPress === undefined} aria-haspopup="dialog">
        Save to collection
      </Button>
    </div>
  );
}
