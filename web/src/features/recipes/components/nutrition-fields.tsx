// The Add and Update forms' "Nutrition per serving": a section folded away
// (most cooks leave it empty) with one labelled number input per amount, its
// unit in the label. It is open when the recipe tells any amount and while an
// amount is refused, and a submit then moves the focus to that amount (an
// input in a closed <details> cannot take it).
import { NUTRIENT_NAMES } from '@recipe-book/schema/nutrient-names';
import { NUTRITION_LIMITS, NUTRIENTS, type Nutrient } from '@recipe-book/schema/nutrition-constants';
import { useEffect, useRef, useState } from 'react';
import { TextInput } from '@/components/ui/form-fields';
import type { RecipeFormState } from './recipe-form';

export function NutritionFields({ form }: { form: RecipeFormState }) {
  const { errors: formErrors, submitCount } = form.formState;
  const errors = formErrors.nutrition;
  const firstRefused = NUTRIENTS.find((nutrient) => errors?.[nutrient]?.message);
  const told = NUTRIENTS.some((nutrient) => (form.getValues(`nutrition.${nutrient}`) ?? '').trim() !== '');
  const [opened, setOpened] = useState(told);
  const open = opened || firstRefused !== undefined;

  // A submit focuses the first refused field; when that is an amount, the
  // section was still closed then: focus it now that it is open.
  const onlyAmountsRefused = Object.keys(formErrors).every((field) => field === 'nutrition');
  // Once per submit, not at every keystroke after it.
  const focusedAtSubmit = useRef(0);
  useEffect(() => {
    if (!firstRefused || !onlyAmountsRefused || focusedAtSubmit.current === submitCount) return;
    focusedAtSubmit.current = submitCount;
    form.setFocus(`nutrition.${firstRefused}`);
  }, [form, firstRefused, onlyAmountsRefused, submitCount]);

  return (
    <details
      open={open}
      onToggle={(event) => setOpened(event.currentTarget.open)}
      className="rounded-xl border border-stone-200 bg-white"
    >
      <summary className="cursor-pointer rounded-xl px-4 py-3 font-medium text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700">
        Nutrition per serving <span className="font-normal text-stone-600">(optional)</span>
      </summary>
      <div className="flex flex-col gap-3 px-4 pb-4">
        <p className="text-sm text-stone-700">
          For one serving of the recipe as written. Fill in only what you know; leave the rest empty.
        </p>
        <div className="grid grid-cols-2 gap-3 @lg:grid-cols-4">
          {NUTRIENTS.map((nutrient) => (
            <AmountInput key={nutrient} form={form} nutrient={nutrient} error={errors?.[nutrient]?.message} />
          ))}
        </div>
      </div>
    </details>
  );
}

function AmountInput({ form, nutrient, error }: { form: RecipeFormState; nutrient: Nutrient; error?: string }) {
  const { unit, max } = NUTRITION_LIMITS[nutrient];
  return (
    <TextInput
      label={`${NUTRIENT_NAMES[nutrient]} (${unit})`}
      type="number"
      inputMode="decimal"
      min={0}
      max={max}
      step="any"
      error={error}
      {...form.register(`nutrition.${nutrient}`)}
    />
  );
}
