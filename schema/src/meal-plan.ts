// A planned meal or note: `users/{uid}/mealPlan/{entryId}`
// (docs/data-model.md#meal-plan). Written by the web app and by the REST API;
// firestore.rules mirrors this shape and tests/rules proves they agree.
import { z } from 'zod';
import { isCalendarDate } from './calendar-date';
import { MEAL_PLAN_LIMITS as L, MEALS } from './meal-plan-constants';

const date = z
  .string({ error: 'Date must be a date written as YYYY-MM-DD' })
  .refine(isCalendarDate, 'Date must be a real calendar date written as YYYY-MM-DD')
  .nullable();

export const mealPlanFields = {
  /** A calendar date (YYYY-MM-DD, no time zone), or null for "Someday". */
  date,
  meal: z.enum(MEALS, { error: `Meal must be one of ${MEALS.join(', ')}` }),
  // A Firestore document id, not text a person typed.
  recipeId: z.string().min(1).max(L.recipeId.max).nullable(),
  /** The recipe's title when it was planned, kept when the recipe is deleted. */
  recipeTitle: z
    .string()
    .trim()
    .min(1)
    .max(L.recipeTitle.max)
    .regex(/^[^\r\n]*$/, 'Recipe title must be a single line')
    .nullable(),
  servings: z
    .number({ error: 'Servings must be a number' })
    .int('Servings must be a whole number')
    .min(L.servings.min, `Servings must be at least ${L.servings.min}`)
    .max(L.servings.max, `Servings must be at most ${L.servings.max}`)
    .nullable(),
  // Plain text over several lines ("Leftovers", "Eating out at Sam's").
  note: z
    .string({ error: 'Note must be text' })
    .trim()
    .max(L.note.max, `Note must be at most ${L.note.max} characters`),
  /** The order inside one date and meal (smaller first). */
  position: z.number({ error: 'Position must be a number' }).finite('Position must be a number'),
};

/**
 * Fields an entry may leave out. `cookUid` says who is cooking: on a cook's own
 * plan their own uid, on a household's plan a member's (the rules check which;
 * a uid is all the schema can check).
 */
export const optionalMealPlanFields = {
  cookUid: z.string({ error: 'Cook must be a user id' }).min(1).max(L.cookUid.max).optional(),
};
export const OPTIONAL_MEAL_PLAN_FIELDS = Object.keys(optionalMealPlanFields) as (keyof typeof optionalMealPlanFields)[];

/**
 * An entry as the app and the API write it (createdAt and updatedAt are the
 * server's time). A recipe entry has its title and servings; a note has
 * neither, and some text.
 */
export const mealPlanEntrySchema = z
  .strictObject({ ...mealPlanFields, ...optionalMealPlanFields })
  .superRefine((entry, context) => {
    if (entry.recipeId === null) {
      if (entry.note.length === 0) context.addIssue({ code: 'custom', path: ['note'], message: NOTE_OR_RECIPE });
      if (entry.servings !== null)
        context.addIssue({ code: 'custom', path: ['servings'], message: 'A note has no servings' });
      if (entry.recipeTitle !== null)
        context.addIssue({ code: 'custom', path: ['recipeTitle'], message: 'A note has no recipe title' });
    } else {
      if (entry.servings === null)
        context.addIssue({ code: 'custom', path: ['servings'], message: 'A planned recipe needs servings' });
      if (entry.recipeTitle === null)
        context.addIssue({ code: 'custom', path: ['recipeTitle'], message: 'A planned recipe needs its title' });
    }
  });
export type MealPlanEntryInput = z.output<typeof mealPlanEntrySchema>;

export const NOTE_OR_RECIPE = 'Choose a recipe or write a note';

/** Every field a stored entry has; the rules require them and allow no other but the optional ones. */
export const MEAL_PLAN_FIELDS = [
  ...(Object.keys(mealPlanFields) as (keyof typeof mealPlanFields)[]),
  'createdAt',
  'updatedAt',
] as const;

/**
 * The fields the planner and the API change in an update; the recipe (and its
 * title) stays what was planned. The rules also let an update set, change or
 * remove the optional `cookUid`.
 */
export const MEAL_PLAN_EDITABLE_FIELDS = ['date', 'meal', 'servings', 'note', 'position'] as const;

export interface StoredMealPlanEntry<Time> extends MealPlanEntryInput {
  createdAt: Time;
  updatedAt: Time;
}

/** Order of entries on a plan (in a module of its own, free of zod). */
export { compareEntries } from './meal-plan-order';
