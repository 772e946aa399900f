// How many the ingredients are for: −, the number, + and quick ½×, 1×, 2×.
// The page keeps the choice in its URL; this control only reports it.
//
// Each button submits the servings it stands for to a form whose action is a
// function, so a press counts from the moment the server's HTML shows: React's
// inline script keeps a submit made before hydration and replays it once the
// form has hydrated. The value is the number the press chose, not a step, so a
// press replayed is never applied twice. The form holds no field of its own
// (the buttons name it): React resets a form after its action, which would
// empty the <output>.
import { RECIPE_LIMITS } from '@recipe-book/schema/constants';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { clampServings, quickServings } from '../servings';
import { countText } from '@/components/recipes/recipe-summary';

interface ServingsControlProps {
  /** The servings shown. */
  servings: number;
  /** The servings the recipe is written for. */
  written: number;
  onChange: (servings: number) => void;
  /** Called when the pointer or the focus reaches the control, before a choice: time to fetch what a change needs. */
  onIntent?: () => void;
}

const stepClass = 'size-11 px-0 text-xl';
const FIELD = 'servings';

export function ServingsControl({ servings, written, onChange, onIntent }: ServingsControlProps) {
  const id = useId();
  const choose = (form: FormData) => onChange(clampServings(Number(form.get(FIELD))));
  const submits = { type: 'submit', replayed: true, form: `${id}-form`, name: FIELD } as const;
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      className="flex flex-col gap-2 print:hidden"
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <span id={`${id}-label`} className="font-semibold text-stone-900">
          Servings
        </span>
        <div className="flex items-center gap-1">
          <Button
            variant="secondary"
            className={stepClass}
            aria-label="Fewer servings"
            disabled={servings <= RECIPE_LIMITS.servings.min}
            {...submits}
            value={servings - 1}
          >
            −
          </Button>
          <output
            aria-live="polite"
            data-testid="servings-shown"
            className="min-w-10 text-center text-xl font-bold text-stone-900 tabular-nums"
          >
            {servings}
          </output>
          <Button
            variant="secondary"
            className={stepClass}
            aria-label="More servings"
            disabled={servings >= RECIPE_LIMITS.servings.max}
            {...submits}
            value={servings + 1}
          >
            +
          </Button>
        </div>
        <div className="flex gap-1">
          {quickServings(written).map((choice) => (
            <Button
              key={choice.label}
              variant={choice.servings === servings ? 'primary' : 'secondary'}
              className="min-h-11 px-3"
              aria-pressed={choice.servings === servings}
              aria-label={`${choice.label}: ${countText(choice.servings, 'serving', 'servings')}`}
              {...submits}
              value={choice.servings}
            >
              {choice.label}
            </Button>
          ))}
        </div>
      </div>
      <p className="text-sm text-stone-600">
        {servings === written
          ? `As written, for ${countText(written, 'serving', 'servings')}.`
          : `Scaled from ${countText(written, 'serving', 'servings')}: check the amounts as you cook.`}
      </p>
      <form id={`${id}-form`} action={choose} hidden />
    </div>
  );
}
