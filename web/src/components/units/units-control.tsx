// The "Units" choice beside a recipe's servings and on the shopping list:
// Metric, US or As written, a group of real radio buttons (arrow keys move
// between them) drawn as one switch. The choice lives in lib/units/units-choice.ts;
// for a signed-in cook it also follows their account.
import type { UnitsChoice } from '@recipe-book/schema/unit-systems';
import { lazy, Suspense, useId } from 'react';
import { notify } from '@/components/ui/toast';
import { AuthGate } from '@/lib/auth-gate';
import { describeError } from '@/lib/describe-error';
import { chooseUnits, UNSAVED, useUnitsChoice } from '@/lib/units/units-choice';

const FollowAccountUnits = lazy(() => import('./follow-account-units'));

const CHOICES: { choice: UnitsChoice; label: string }[] = [
  { choice: 'metric', label: 'Metric' },
  { choice: 'us', label: 'US' },
  { choice: 'asWritten', label: 'As written' },
];

function choose(choice: UnitsChoice): void {
  chooseUnits(choice).catch((error: unknown) => notify.error(`${UNSAVED} ${describeError(error)}`));
}

export function UnitsControl() {
  const id = useId();
  const units = useUnitsChoice();
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 print:hidden"
      data-testid="units-control"
    >
      <span id={`${id}-label`} className="font-semibold text-stone-900">
        Units
      </span>
      <div className="flex rounded-lg border border-stone-300 bg-white p-1">
        {CHOICES.map((option) => (
          <label
            key={option.choice}
            className="flex min-h-9 cursor-pointer items-center rounded-md px-3 text-sm font-semibold text-stone-800 has-[:checked]:bg-orange-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-orange-700"
          >
            <input
              type="radio"
              name={`${id}-units`}
              value={option.choice}
              checked={units === option.choice}
              onChange={() => choose(option.choice)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
      {/* A signed-in cook's choice follows their account; a visitor's device loads nothing for it. */}
      <AuthGate visitor={null} waiting={null}>
        <Suspense fallback={null}>
          <FollowAccountUnits />
        </Suspense>
      </AuthGate>
    </div>
  );
}
