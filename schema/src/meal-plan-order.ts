// The order of a meal plan, apart from the entry schema: the planner sorts
// with it on every render, and must not download zod (meal-plan.ts) for that.
import { type Meal, MEALS } from './meal-plan-constants';

type Placed = { date: string | null; meal: Meal; position: number };

/** Order of entries on a plan: by date (Someday last), meal of the day, then position. */
export function compareEntries(a: Placed, b: Placed): number {
  const byDate = (a.date ?? '9999') < (b.date ?? '9999') ? -1 : (a.date ?? '9999') > (b.date ?? '9999') ? 1 : 0;
  return byDate || MEALS.indexOf(a.meal) - MEALS.indexOf(b.meal) || a.position - b.position;
}
