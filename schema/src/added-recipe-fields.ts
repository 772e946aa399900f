// Fields recipes gained after the first release, and the value a recipe
// written before them counts as having. `npm run migrate` stores exactly these
// values; until it has run, every reader (the app, the page function, the REST
// API) fills them in the same way, so an older recipe reads as a migrated one.
import { RECIPE_LIMITS } from './constants';
import type { StoredRecipe } from './recipe';

export const ADDED_RECIPE_FIELDS = {
  // Ratings and reviews: no review yet.
  ratingCount: 0,
  ratingSum: 0,
  // Servings and cook time: the forms' starting values.
  servings: RECIPE_LIMITS.servings.default,
  cookTime: RECIPE_LIMITS.cookTime.default,
} as const;

export type AddedRecipeField = keyof typeof ADDED_RECIPE_FIELDS;

/** A stored recipe as an older version may have left it: the added fields can be missing. */
export type UnmigratedRecipe<Recipe extends StoredRecipe<unknown>> = Omit<Recipe, AddedRecipeField> &
  Partial<Pick<Recipe, AddedRecipeField>>;

/** The added fields `data` lacks, with their starting values. */
export function missingAddedFields(data: object): Partial<typeof ADDED_RECIPE_FIELDS> {
  return Object.fromEntries(Object.entries(ADDED_RECIPE_FIELDS).filter(([field]) => !(field in data)));
}

/** The recipe with the starting value of each added field it lacks; the fields it has stay as they are. */
export function withAddedFields<Recipe extends StoredRecipe<unknown>>(data: UnmigratedRecipe<Recipe>): Recipe {
  return { ...missingAddedFields(data), ...data } as Recipe;
}
