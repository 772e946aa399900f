// Add a food to the pantry: typed ("Tomatoes", read as tomato by the shared
// schema) or picked from the food suggestions All Recipes' search box shows.
// Enter or Add adds it; a pick adds it at once, through the same check. What
// names no food, and a full pantry, are said under the field, and what was
// typed stays (lib/use-one-field-form.ts).
import { PANTRY_LIMITS } from '@recipe-book/schema/constants';
import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/form-fields';
import { describeError } from '@/lib/describe-error';
import { lazyAction } from '@/lib/lazy-action';
import { useOneFieldForm } from '@/lib/use-one-field-form';
import { PantryFullError } from '../pantry-additions';
import type { FoodSuggestionsSlot } from './pantry-ports';

const checkFood = lazyAction(() => import('../food-check').then((module) => module.checkPantryFood));

interface AddFoodFormProps {
  /** Adds the canonical food (use-pantry-actions.ts); a throw is said under the field. */
  add: (food: string) => Promise<void>;
  suggestions: FoodSuggestionsSlot;
}

export function AddFoodForm({ add, suggestions: Suggestions }: AddFoodFormProps) {
  const formElement = useRef<HTMLFormElement>(null);
  const { form, field, busy } = useOneFieldForm({
    check: checkFood,
    submit: ({ food }) => add(food),
    describeFailure: (failure) =>
      `That food was not added. ${failure instanceof PantryFullError ? failure.message : describeError(failure)}`,
    notDownloaded: "We couldn't reach the server to check the food. Check your connection and try again.",
    refocusAfterSubmit: true,
  });
  // The food picked goes into the box, and the form is sent with it now rendered (flushSync).
  const pick = (food: string) => {
    flushSync(() => field.onChange({ target: { value: food } }));
    formElement.current?.requestSubmit();
  };

  return (
    <form
      ref={formElement}
      {...form}
      aria-label="Add a food to your pantry"
      className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextInput
            {...field}
            label="Add a food"
            hint="What you have, e.g. “tomatoes” or “basil”; the amount does not matter."
            autoComplete="off"
            maxLength={PANTRY_LIMITS.food.max}
            name="food"
          />
        </div>
        <Button type="submit" busy={busy} className="sm:mt-6">
          Add
        </Button>
      </div>
      <Suggestions text={field.value} label="Suggested foods" onPick={pick} />
    </form>
  );
}
