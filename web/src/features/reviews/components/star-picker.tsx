// "Your rating": five real radio buttons in a radio group, so the keyboard
// and screen readers work as they do for any radio group (Tab to the group,
// arrow keys to choose). Each radio is hidden behind its star, which is its
// label: a 44 px target for a finger, with the focus ring drawn around it.
import { STAR_VALUES } from '@recipe-book/schema/rating';
import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, FieldMessages } from '@/components/ui/form-fields';
import { StarIcon } from './star-icon';

interface StarPickerProps {
  /** What react-hook-form's `register('rating')` gives each radio. */
  radio: UseFormRegisterReturn<'rating'>;
  /** The chosen value ('' for none), for the stars' fill. */
  value: string;
  error?: string | undefined;
}

const starsWord = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

export function StarPicker({ radio, value, error }: StarPickerProps) {
  const id = useId();
  const chosen = Number(value) || 0;
  // Pointing at a star previews it; the choice itself is the checked radio.
  const [pointed, setPointed] = useState(0);
  const shown = pointed || chosen;
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={describedBy(id, { error })}
      aria-required="true"
      aria-invalid={error ? true : undefined}
      className="flex flex-col gap-1"
    >
      <legend id={`${id}-legend`} className="mb-1 text-sm font-medium text-stone-800">
        Your rating
      </legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex" onPointerLeave={() => setPointed(0)}>
          {STAR_VALUES.map((stars) => (
            <label
              key={stars}
              onPointerEnter={() => setPointed(stars)}
              className={`cursor-pointer rounded-lg p-1 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-orange-700 ${
                stars <= shown ? 'text-amber-600' : 'text-stone-500'
              }`}
            >
              <input type="radio" value={String(stars)} {...radio} className="sr-only" />
              <StarIcon filled={stars <= shown} className="size-9" />
              <span className="sr-only">{starsWord(stars)}</span>
            </label>
          ))}
        </div>
        {/* The choice in words, for the eye: a radio's own name says it for a screen reader. */}
        <span aria-hidden="true" className="text-sm text-stone-700">
          {chosen ? `${chosen} of 5 stars` : 'Not rated yet'}
        </span>
      </div>
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}
