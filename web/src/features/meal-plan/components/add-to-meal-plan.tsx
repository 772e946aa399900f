// "Add to meal plan" on a recipe page: the recipe, at the servings shown, on
// a day and meal the cook picks. Like "Add to shopping list", it loads nothing
// a visitor does not need: on a device where nobody has signed in a press goes
// to log in and back; otherwise Auth says who it is (plan-for-cook.tsx, lazy).
import type { Recipe } from '@recipe-book/schema/recipe';
import { lazy } from 'react';
import { Button } from '@/components/ui/button';
import { AuthGate } from '@/lib/auth-gate';
import { EarlyPressForm, useEarlyPressForm } from '@/lib/early-press-form';
import { useEarlyPresses } from '@/lib/early-presses';
import { useSignInFirst } from '@/lib/use-sign-in-first';

export interface AddToMealPlanProps {
  recipe: Pick<Recipe, 'id' | 'title'>;
  /** The servings the page shows. */
  servings: number;
}

const PlanForCook = lazy(() => import('./plan-for-cook'));

export function AddToMealPlan(props: AddToMealPlanProps) {
  return (
    <EarlyPressForm pressKey={pressKey(props.recipe.id)}>
      <AuthGate
        visitor={<SignedOutPlan recipeId={props.recipe.id} />}
        waiting={<PlanButton recipeId={props.recipe.id} />}
        onError="message"
      >
        <PlanForCook {...props} />
      </AuthGate>
    </EarlyPressForm>
  );
}

/** A visitor's button: a press goes to log in and comes back to this recipe. */
export function SignedOutPlan({ recipeId }: { recipeId: string }) {
  return <PlanButton recipeId={recipeId} onPress={useSignInFirst()} />;
}

interface PlanButtonProps {
  recipeId: string;
  /** While the day to suggest is read. */
  busy?: boolean;
  /** What a press does; left out until it is known (a press meanwhile waits for it). */
  onPress?: () => void;
}

const notYet = () => undefined;
const pressKey = (recipeId: string) => `add-to-meal-plan:${recipeId}`;

/**
 * The button submits the control's form (EarlyPressForm), so
 * a press counts from the first paint: React replays one made before
 * hydration, and one made before Auth has answered waits for it
 * (lib/early-presses.ts).
 */
export function PlanButton({ recipeId, busy = false, onPress }: PlanButtonProps) {
  useEarlyPresses(pressKey(recipeId), onPress !== undefined, onPress ?? notYet, 'once');
  const form = useEarlyPressForm();
  return (
    <div className="mx-auto mt-4 flex max-w-5xl flex-wrap items-center gap-3 rounded-xl border border-stone-200 bg-white p-5 shadow-sm print:hidden">
      <p className="mr-auto text-stone-700">Cooking this soon? Put it on a day of your meal plan.</p>
      <Button type="submit" form={form} replayed busy={busy} pending={onPress === undefined}>
        Add to meal plan
      </Button>
    </div>
  );
}
