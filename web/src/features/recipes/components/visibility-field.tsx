// "Who can see this?": the Add and Update forms' choice of a recipe's
// visibility (schema/src/visibility.ts), as a group of radio buttons, each
// named with what it means ("Private — only you"). It comes with the form's
// other extras, just after the form (recipe-form-extras.tsx).
import { VISIBILITY_CHOICES } from '@recipe-book/schema/visibility';
import type { RecipeFormState } from './recipe-form';

export function VisibilityField({ form }: { form: RecipeFormState }) {
  // Only a draft kept from an older version could hold another value: the shared schema says so here.
  const error = form.formState.errors.visibility?.message;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-stone-800">Who can see this?</legend>
      <div className="grid gap-2 @md:grid-cols-3">
        {VISIBILITY_CHOICES.map(({ value, label, hint }) => (
          <label
            key={value}
            className="flex items-center gap-2 rounded-lg border border-stone-300 px-3 py-2 text-sm has-[:checked]:border-orange-700 has-[:checked]:bg-orange-50"
          >
            <input type="radio" value={value} className="size-4 accent-orange-700" {...form.register('visibility')} />
            {label} — {hint}
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
