// Fields recipes gained after the first release, and the value a recipe
// written before them counts as having. `npm run migrate` stores exactly these
// values (except `starCounts`, which it counts from the reviews); until it has
// run, every reader (the app, the page function, the REST API) fills them in
// the same way, so an older recipe reads as a migrated one.
import { RECIPE_LIMITS } from './constants';
import { noStarCounts, STAR_KEYS } from './rating';
import type { StoredRecipe } from './recipe';
import { DEFAULT_VISIBILITY } from './visibility';

export const ADDED_RECIPE_FIELDS = {
  // Ratings and reviews: no review yet.
  ratingCount: 0,
  ratingSum: 0,
  // Reviews per star value: none until `npm run migrate` has counted them.
  starCounts: Object.freeze(noStarCounts()),
  // Servings and cook time: the forms' starting values.
  servings: RECIPE_LIMITS.servings.default,
  cookTime: RECIPE_LIMITS.cookTime.default,
  // Visibility: every recipe was public before it existed.
  visibility: DEFAULT_VISIBILITY,
} as const;

type AddedRecipeField = keyof typeof ADDED_RECIPE_FIELDS;

/** A stored recipe as an older version may have left it: the added fields can be missing. */
export type UnmigratedRecipe<Recipe extends StoredRecipe<unknown>> = Omit<Recipe, AddedRecipeField> &
  Partial<Pick<Recipe, AddedRecipeField>>;

/**
 * Whether `data` has all five star keys. A review written through the REST
 * API on a recipe from before `starCounts` creates the map with its one key
 * (an increment): such a map is as good as missing.
 */
const hasStarCounts = (data: object): boolean => {
  const stars: unknown = (data as { starCounts?: unknown }).starCounts;
  return typeof stars === 'object' && stars !== null && STAR_KEYS.every((key) => key in stars);
};

const lacks = (data: object, field: string) => (field === 'starCounts' ? !hasStarCounts(data) : !(field in data));

/** The added fields `data` lacks, with their starting values. */
export function missingAddedFields(data: object): Partial<typeof ADDED_RECIPE_FIELDS> {
  return Object.fromEntries(Object.entries(ADDED_RECIPE_FIELDS).filter(([field]) => lacks(data, field)));
}

/** The recipe with the starting value of each added field it lacks; the fields it has stay as they are. */
export function withAddedFields<Recipe extends StoredRecipe<unknown>>(data: UnmigratedRecipe<Recipe>): Recipe {
  return { ...data, ...missingAddedFields(data) } as Recipe;
}
