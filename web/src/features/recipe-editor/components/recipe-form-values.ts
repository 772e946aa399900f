// The Add and Update forms' values as typed, and the form itself. Its
// validation (zod and the shared recipe schema, recipe-form-schema.ts) is
// downloaded when the cook first points at or focuses the form
// (lib/lazy-action.ts), so that opening Add Recipe or My Recipes does not
// wait for zod (24 kB gzip) nor count it against the signed-in pages' budget.
import { DEFAULT_CUISINE, RECIPE_LIMITS } from '@recipe-book/schema/constants';
import type { Nutrient, Nutrition } from '@recipe-book/schema/nutrition-constants';
import type { RecipeInput, RecipePatch } from '@recipe-book/schema/recipe';
import { joinLines, splitIngredients, splitInstructions } from '@recipe-book/schema/text-lists';
import { DEFAULT_VISIBILITY } from '@recipe-book/schema/visibility';
import { type Resolver, useForm } from 'react-hook-form';
import { DownloadFailed, lazyAction } from '@/lib/lazy-action';
import { readTypedList } from './typed-list';

/** What the form's inputs hold: free text (also the shape a saved draft must have). */
export interface RecipeFormValues {
  image: string;
  title: string;
  ingredients: string;
  instructions: string;
  cuisine: string;
  prepTime: string;
  cookTime: string;
  servings: string;
  categories: string[];
  /** The page an imported recipe came from; '' for none. Not typed by the cook: set by an import, cleared by Remove. */
  sourceUrl: string;
  /** Who can see it: a value of VISIBILITIES, checked by the shared schema. */
  visibility: string;
  /**
   * Nutrition per serving as typed, one text per amount; an amount not given
   * is '' or absent (the section's inputs load after the form, nutrition-fields.tsx).
   */
  nutrition: TypedNutrition;
  /** A YouTube link or a video file's address; '' for none. */
  videoUrl: string;
  /**
   * The lists as the recipe wrote them (stored, or imported), so that an item
   * with a comma or several sentences is not cut up; null for a typed recipe.
   */
  asWritten: { ingredients: string[]; instructions: string[] } | null;
}

export type TypedNutrition = Partial<Record<Nutrient, string>>;

/** No amount typed: a recipe that tells no nutrition. */
export const NO_NUTRITION: Readonly<TypedNutrition> = Object.freeze({});

/** The amounts typed, as [nutrient, text] in a fixed order: '' and absent are the same. */
const typedAmounts = (nutrition: TypedNutrition) =>
  (Object.entries(nutrition) as [Nutrient, string | undefined][])
    .filter((entry): entry is [Nutrient, string] => (entry[1] ?? '').trim() !== '')
    .sort(([a], [b]) => a.localeCompare(b));

export const RECIPE_FORM_DEFAULTS: RecipeFormValues = {
  image: '',
  title: '',
  ingredients: '',
  instructions: '',
  cuisine: DEFAULT_CUISINE,
  prepTime: '',
  cookTime: String(RECIPE_LIMITS.cookTime.default),
  servings: String(RECIPE_LIMITS.servings.default),
  categories: [],
  sourceUrl: '',
  nutrition: NO_NUTRITION,
  videoUrl: '',
  visibility: DEFAULT_VISIBILITY,
  asWritten: null,
};

const typedNutrition = (nutrition: Nutrition | undefined): TypedNutrition =>
  Object.fromEntries(Object.entries(nutrition ?? {}).map(([nutrient, amount]) => [nutrient, String(amount)]));

/** A recipe (stored, or read from a page) as the form shows it: one item per line. */
export function toFormValues(recipe: RecipeInput): RecipeFormValues {
  return {
    image: recipe.image,
    title: recipe.title,
    ingredients: joinLines(recipe.ingredients),
    instructions: joinLines(recipe.instructions),
    cuisine: recipe.cuisine,
    prepTime: String(recipe.prepTime),
    cookTime: String(recipe.cookTime),
    servings: String(recipe.servings),
    categories: [...recipe.categories],
    sourceUrl: recipe.sourceUrl ?? '',
    nutrition: typedNutrition(recipe.nutrition),
    videoUrl: recipe.videoUrl ?? '',
    visibility: recipe.visibility,
    asWritten: { ingredients: [...recipe.ingredients], instructions: [...recipe.instructions] },
  };
}

/** The recipe's own fields: `asWritten` only helps read them. */
type ContentField = Exclude<keyof RecipeFormValues, 'asWritten'>;
const FIELDS = Object.keys(RECIPE_FORM_DEFAULTS).filter((field) => field !== 'asWritten') as ContentField[];
/** Amounts compare by what is typed in them, whatever their order. */
const comparable = (value: RecipeFormValues[ContentField]) =>
  typeof value === 'object' && !Array.isArray(value) ? typedAmounts(value) : value;
const sameValue = (a: RecipeFormValues[ContentField], b: RecipeFormValues[ContentField]) =>
  JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));

/** True when no field of the recipe differs from `base`. */
export function isUnchanged(values: RecipeFormValues, base: RecipeFormValues): boolean {
  return FIELDS.every((field) => sameValue(values[field], base[field]));
}

/**
 * The fields the user changed, as parsed: compared as typed, so a list the
 * user did not touch is never re-split and rewritten.
 */
export function changedFields(before: RecipeFormValues, typed: RecipeFormValues, parsed: RecipeInput): RecipePatch {
  const changed = FIELDS.filter((field) => !sameValue(before[field], typed[field]));
  return Object.fromEntries(changed.map((field) => [field, parsed[field]])) as RecipePatch;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * Values kept on this device (a draft), if they have the form's shape; fields
 * added since the draft was saved start at their defaults, unknown ones are dropped.
 */
export function readFormValues(kept: unknown): RecipeFormValues | undefined {
  if (typeof kept !== 'object' || kept === null) return undefined;
  const saved = kept as Partial<Record<keyof RecipeFormValues, unknown>>;
  const values: Record<string, unknown> = {};
  for (const field of Object.keys(RECIPE_FORM_DEFAULTS) as (keyof RecipeFormValues)[]) {
    values[field] = saved[field] === undefined ? RECIPE_FORM_DEFAULTS[field] : saved[field];
  }
  const { categories, asWritten, nutrition, ...texts } = values;
  if (!Object.values(texts).every((text) => typeof text === 'string') || !isStringList(categories)) return undefined;
  if (!isTypedNutrition(nutrition)) return undefined;
  const lists = asWritten as Partial<Record<'ingredients' | 'instructions', unknown>> | null;
  const listsOk =
    lists === null ||
    (typeof lists === 'object' && isStringList(lists.ingredients) && isStringList(lists.instructions));
  return listsOk ? (values as unknown as RecipeFormValues) : undefined;
}

function isTypedNutrition(value: unknown): value is TypedNutrition {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((text) => typeof text === 'string');
}

/** A number field as the shared schema reads it: empty is missing, anything else is checked as a number. */
const typedNumber = (typed: string) => (typed.trim() === '' ? undefined : Number(typed));

/**
 * The typed text read into a recipe's fields, not yet checked: lists split as
 * the REST API splits them, numbers read. The shared schema checks the result
 * (recipe-form-schema.ts).
 */
export function readTypedRecipe({
  ingredients,
  instructions,
  prepTime,
  cookTime,
  servings,
  sourceUrl,
  nutrition,
  videoUrl,
  asWritten,
  ...rest
}: RecipeFormValues) {
  const amounts = typedAmounts(nutrition);
  return {
    ...rest,
    ingredients: readTypedList(ingredients, splitIngredients, asWritten?.ingredients),
    instructions: readTypedList(instructions, splitInstructions, asWritten?.instructions),
    prepTime: typedNumber(prepTime),
    // Cook time may be left empty: no cooking.
    cookTime: typedNumber(cookTime) ?? RECIPE_LIMITS.cookTime.default,
    servings: typedNumber(servings),
    // Left out rather than undefined: Firestore refuses a field set to undefined.
    ...(sourceUrl.trim() === '' ? {} : { sourceUrl }),
    // Only the amounts typed; none typed is no nutrition at all.
    ...(amounts.length === 0
      ? {}
      : { nutrition: Object.fromEntries(amounts.map(([nutrient, typed]) => [nutrient, typedNumber(typed)])) }),
    ...(videoUrl.trim() === '' ? {} : { videoUrl }),
  };
}

type RecipeFormResolver = Resolver<RecipeFormValues, unknown, RecipeInput>;

const validate = lazyAction(() => import('./recipe-form-schema').then((module) => module.recipeFormResolver));

// Offline before the checks have arrived, the recipe goes on as read but
// unchecked, as the sign-in forms' values do: the write then fails for the
// same reason and says so ("We couldn't reach the server"), and the security
// rules check every field of a write anyway.
const resolver: RecipeFormResolver = (values, context, options) =>
  validate(values, context, options).catch((error: unknown) => {
    if (!(error instanceof DownloadFailed)) throw error;
    return { values: readTypedRecipe(values) as RecipeInput, errors: {} };
  });

/** Starts downloading the form's checks (the form calls it when the cook points at or focuses it). */
export const preloadRecipeChecks = validate.preload;

export function useRecipeForm(defaultValues: RecipeFormValues) {
  return useForm<RecipeFormValues, unknown, RecipeInput>({ resolver, mode: 'onTouched', defaultValues });
}
