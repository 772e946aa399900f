// "Add to meal plan" on a recipe page: the recipe, at the servings shown, on
// a day and meal the cook picks. Like "Add to shopping list", it loads nothing
// a visitor does not need: on a device where nobody has signed in a press goes
// to log in and back; otherwise Auth says who it is (plan-for-cook.tsx, lazy).
import type { Recipe } from '@recipe-book/schema/recipe';
import { lazy } from 'react';
import { Button } from '@/components/ui/button';
import { AuthGate } from '@/lib/auth-gate';
import { useSignInFirst } from '@/lib/use-sign-in-first';

export interface AddToMealPlanProps {
  recipe: Pick<Recipe, 'id' | 'title'>;
  /** The servings the page shows. */
  servings: number;
}

const PlanForCook = lazy(() => import('./plan-for-cook'));

export function AddToMealPlan(props: AddToMealPlanProps) {
  return (
    <AuthGate visitor={<SignedOutPlan />} waiting={<PlanButton busy onPress={() => undefined} />} onError="message">
      <PlanForCook {...props} />
    </AuthGate>
  );
}

/** A visitor's button: a press goes to log in and comes back to this recipe. */
export function SignedOutPlan() {
  return <PlanButton busy={false} onPress={useSignInFirst()} />;
}

export function PlanButton({ busy, onPress }: { busy: boolean; onPress: () => void }) {
  return (
    <div className="mx-auto mt-4 flex max-w-5xl flex-wrap items-center gap-3 rounded-xl border border-stone-200 bg-white p-5 shadow-sm print:hidden">
      <p className="mr-auto text-stone-700">Cooking this soon? Put it on a day of your meal plan.</p>
      <Button busy={busy} onClick={onPress}>
        Add to meal plan
      </Button>
    </div>
  );
}
