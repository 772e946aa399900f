// The Add and Update forms' "Nutrition per serving": a section folded away
// (most cooks leave it empty) with one labelled number input per amount, its
// unit in the label. It starts open when the recipe tells any amount, and a
// submit that finds an amount refused opens it and moves the focus there (an
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
  const [open, setOpen] = useState(told);
  const details = useRef<HTMLDetailsElement>(null);

  // A submit that finds an amount refused opens the section, in the page
  // itself (its toggle event then sets `open`), since the cook may have folded
  // it; when only amounts are refused, the submit's focus went nowhere (the
  // section was closed), so the first refused amount takes it now. Once per
  // submit, not at every keystroke after it.
  const onlyAmountsRefused = Object.keys(formErrors).every((field) => field === 'nutrition');
  const shownAtSubmit = useRef(0);
  useEffect(() => {
    if (!firstRefused || shownAtSubmit.current === submitCount) return;
    shownAtSubmit.current = submitCount;
    if (details.current) details.current.open = true;
    if (onlyAmountsRefused) form.setFocus(`nutrition.${firstRefused}`);
  }, [form, firstRefused, onlyAmountsRefused, submitCount]);

  return (
    <details
      ref={details}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
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
