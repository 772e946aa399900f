// The Add and Update forms' validation, downloaded on first use
// (recipe-form-values.ts has the values and the form). The form holds text as
// typed (lists as one text box each); its schema turns that text into lists
// with the same functions the REST API uses (keeping items the recipe already
// had whole) and pipes the result into the shared recipe schema, so the form
// accepts exactly what the rules accept.
import { RECIPE_LIMITS } from '@recipe-book/schema/constants';
import { NUTRIENTS } from '@recipe-book/schema/nutrition-constants';
import { type RecipeInput, recipeInputSchema } from '@recipe-book/schema/recipe';
import { DEFAULT_VISIBILITY } from '@recipe-book/schema/visibility';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { NO_NUTRITION, readTypedRecipe, type RecipeFormValues } from './recipe-form-values';

/** The values as typed, free text (also the shape a saved draft must have). */
export const recipeFormValuesSchema = z.object({
  image: z.string(),
  title: z.string(),
  ingredients: z.string(),
  instructions: z.string(),
  cuisine: z.string(),
  prepTime: z.string(),
  // Defaults, so that a draft saved before these fields existed still opens.
  cookTime: z.string().default(String(RECIPE_LIMITS.cookTime.default)),
  servings: z.string().default(String(RECIPE_LIMITS.servings.default)),
  categories: z.array(z.string()),
  /** The page an imported recipe came from; '' for none. Not typed by the cook: set by an import, cleared by Remove. */
  sourceUrl: z.string().default(''),
  nutrition: z.partialRecord(z.enum(NUTRIENTS), z.string()).default(NO_NUTRITION),
  videoUrl: z.string().default(''),
  visibility: z.string().default(DEFAULT_VISIBILITY),
  /**
   * The lists as the recipe wrote them (stored, or imported), so that an item
   * with a comma or several sentences is not cut up; null for a typed recipe.
   */
  asWritten: z
    .object({ ingredients: z.array(z.string()), instructions: z.array(z.string()) })
    .nullable()
    .default(null),
}) satisfies z.ZodType<RecipeFormValues>;

// The first stage never fails, so that every field's problem is reported at
// once by the shared schema after it.
export const recipeFormSchema = recipeFormValuesSchema.transform(readTypedRecipe).pipe(recipeInputSchema);

/**
 * Each message goes on the field the user typed into (zodResolver would file
 * a list item's message under `ingredients.2`, which no input shows): an item
 * reports on its text box with the item's number, and an empty prep time or
 * servings reads as "required" rather than "not a number".
 */
const REQUIRED: Partial<Record<keyof RecipeFormValues, string>> = {
  prepTime: 'Prep time is required',
  servings: 'Servings is required',
};

export const recipeFormResolver: Resolver<RecipeFormValues, unknown, RecipeInput> = (values) => {
  const checked = recipeFormSchema.safeParse(values);
  if (checked.success) return { values: checked.data, errors: {} };
  const errors: FieldErrors<RecipeFormValues> = {};
  for (const issue of checked.error.issues) {
    const [field, item] = issue.path as [keyof RecipeFormValues, number | string | undefined];
    // An amount's message goes on its own input.
    if (field === 'nutrition' && typeof item === 'string') {
      errors.nutrition = { ...errors.nutrition, [item]: { type: issue.code, message: issue.message } };
      continue;
    }
    if (errors[field]) continue;
    const required = REQUIRED[field];
    const message =
      required && String(values[field]).trim() === ''
        ? required
        : item === undefined
          ? issue.message
          : `${issue.message} (item ${Number(item) + 1})`;
    errors[field] = { type: issue.code, message };
  }
  return { values: {}, errors };
};
