// What the planner shows: an entry of `users/{uid}/mealPlan/{id}` (or a household's) read back,
// with its id and times. Types only here (the entry schema brings zod, which
// the planner downloads only when it writes: api/add-meal-plan-entries.ts).
import type { Meal } from '@recipe-book/schema/meal-plan-constants';
import type { MealPlanEntryInput } from '@recipe-book/schema/meal-plan';

export interface MealPlanEntry extends MealPlanEntryInput {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  /** A household's: the public name of the member who added it. */
  addedBy?: string;
  /** A household's: the uid of the member who added it (absent on one added before uids were stored). */
  addedByUid?: string;
}

/** Where an entry sits: a date (null for Someday) and a meal. */
export interface Slot {
  date: string | null;
  meal: Meal;
}

export const MEAL_LABELS: Record<Meal, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};

/** The text an entry is known by: its recipe's title, or its note. */
export const entryName = (entry: Pick<MealPlanEntryInput, 'recipeTitle' | 'note'>): string =>
  entry.recipeTitle ?? entry.note;

/** The position after every entry of `slot`: where a new or moved entry goes. */
export function nextPosition(entries: readonly MealPlanEntry[], slot: Slot): number {
  const inSlot = entries.filter((entry) => entry.date === slot.date && entry.meal === slot.meal);
  return inSlot.reduce((last, entry) => Math.max(last, entry.position + 1), 0);
}
