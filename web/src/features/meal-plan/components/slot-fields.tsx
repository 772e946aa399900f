// The day and meal selects of the planner's dialogs (Move to…, Copy to…, Add
// to meal plan): plain native selects, which a keyboard and a screen reader
// use as they use any other. The days come week by week; "Someday" waits for
// a date.
import { MEALS, type Meal } from '@recipe-book/schema/meal-plan-constants';
import { useId } from 'react';
import { type DayChoice, slotDayName } from '../day-names';
import { MEAL_LABELS } from '../meal-plan-entry';

const SOMEDAY = 'someday';

const selectClass =
  'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-orange-700';

interface SlotFieldsProps {
  choices: DayChoice[];
  /** A date, or SOMEDAY. */
  day: string;
  meal: Meal;
  onDay: (day: string) => void;
  onMeal: (meal: Meal) => void;
}

export function SlotFields({ choices, day, meal, onDay, onMeal }: SlotFieldsProps) {
  const id = useId();
  const listed = day === SOMEDAY || choices.some((week) => week.days.some((choice) => choice.date === day));
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-day`} className="text-sm font-medium text-stone-800">
          Day
        </label>
        <select
          id={`${id}-day`}
          data-autofocus
          value={day}
          onChange={(event) => onDay(event.target.value)}
          className={selectClass}
        >
          <option value={SOMEDAY}>Someday (no date yet)</option>
          {/* A date outside the weeks offered (the entry's own) stays choosable. */}
          {!listed && <option value={day}>{slotDayName(day)}</option>}
          {choices.map((week) => (
            <optgroup key={week.week} label={week.week}>
              {week.days.map((choice) => (
                <option key={choice.date} value={choice.date}>
                  {choice.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-meal`} className="text-sm font-medium text-stone-800">
          Meal
        </label>
        <select
          id={`${id}-meal`}
          value={meal}
          onChange={(event) => onMeal(event.target.value as Meal)}
          className={selectClass}
        >
          {MEALS.map((option) => (
            <option key={option} value={option}>
              {MEAL_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

export const dayOfSlot = (date: string | null) => date ?? SOMEDAY;
export const dateOfDay = (day: string) => (day === SOMEDAY ? null : day);
