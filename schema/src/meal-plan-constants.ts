// The meal planner's constants (re-exported by constants.ts). A module of
// their own: the web app's shared constants are in every page's first load,
// and these are needed only on the planner and its dialogs.

/**
 * The meal planner (docs/data-model.md#meal-plan): at most `maxEntries` planned
 * meals and notes per cook (the app and the API count; the rules cannot), a
 * REST range of at most `maxRangeDays` days, and the calendar feed's window.
 */
export const MEAL_PLAN_LIMITS = {
  maxEntries: 1000,
  recipeId: { max: 128 },
  recipeTitle: { max: 200 },
  /** A Firebase Auth uid: at most 128 characters. */
  cookUid: { max: 128 },
  servings: { min: 1, max: 100 },
  note: { max: 500 },
  maxRangeDays: 62,
  feed: { pastWeeks: 4, nextWeeks: 12 },
} as const;

/** The meals of a day, in the order a day shows them. */
export const MEALS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type Meal = (typeof MEALS)[number];
