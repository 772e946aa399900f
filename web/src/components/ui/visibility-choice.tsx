// "Who can see this?": the choice of a recipe's or a collection's visibility
// (schema/src/visibility.ts) as a group of radio buttons, each named with what
// it means ("Private — only you"). The caller wires each radio to its form
// (a react-hook-form registration, or a value and a change handler).
import { VISIBILITY_CHOICES, type Visibility } from '@recipe-book/schema/visibility';
import type { InputHTMLAttributes, Ref } from 'react';

type RadioProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

interface VisibilityChoiceProps {
  /** The props of the radio for `value`. */
  radio: (value: Visibility) => RadioProps;
  error?: string | undefined;
}

export function VisibilityChoice({ radio, error }: VisibilityChoiceProps) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-stone-800">Who can see this?</legend>
      <div className="grid gap-2 @md:grid-cols-3">
        {VISIBILITY_CHOICES.map(({ value, label, hint }) => (
          <label
            key={value}
            className="flex items-center gap-2 rounded-lg border border-stone-300 px-3 py-2 text-sm has-[:checked]:border-orange-700 has-[:checked]:bg-orange-50"
          >
            <input type="radio" value={value} className="size-4 accent-orange-700" {...radio(value)} />
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
