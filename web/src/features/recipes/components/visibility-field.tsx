// "Who can see this?": the Add and Update forms' choice of a recipe's
// visibility (schema/src/visibility.ts), as a group of radio buttons with
// what each one means under its name.
import { VISIBILITY_CHOICES } from '@recipe-book/schema/visibility';
import { useId } from 'react';
import { describedBy, FieldMessages } from '@/components/ui/form-fields';
import type { RecipeFormState } from './recipe-form';

export function VisibilityField({ form }: { form: RecipeFormState }) {
  const id = useId();
  const error = form.formState.errors.visibility?.message;
  return (
    <fieldset
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, { error })}
      className="flex flex-col gap-1"
    >
      <legend className="mb-1 text-sm font-medium text-stone-800">Who can see this?</legend>
      <div className="grid gap-2 @md:grid-cols-3">
        {VISIBILITY_CHOICES.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-start gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-800 has-[:checked]:border-orange-700 has-[:checked]:bg-orange-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-orange-700"
          >
            <input
              type="radio"
              value={choice.value}
              className="mt-0.5 size-4 shrink-0 accent-orange-700"
              {...form.register('visibility')}
            />
            <span className="flex flex-col">
              <span className="font-medium">{choice.label}</span>
              <span className="text-xs text-stone-600">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}
