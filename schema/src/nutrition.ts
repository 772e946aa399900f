// The schema of a recipe's nutrition per serving (the amounts and their limits
// are in nutrition-constants.ts): a map of the known nutrients, at least one,
// each a number from 0 to its limit. Part of the recipe schema (recipe.ts).
import { z } from 'zod';
import { NUTRIENT_NAMES } from './nutrient-names';
import { NUTRITION_LIMITS, NUTRIENTS, type Nutrient } from './nutrition-constants';

/** One amount per serving: a number from 0 to the nutrient's limit, in its unit. */
function amount(nutrient: Nutrient) {
  const { unit, max } = NUTRITION_LIMITS[nutrient];
  const label = NUTRIENT_NAMES[nutrient];
  return z
    .number({ error: `${label} must be a number of ${unit}` })
    .min(0, `${label} must be at least 0 ${unit}`)
    .max(max, `${label} must be at most ${max} ${unit}`)
    .optional();
}

export const nutritionSchema = z
  .strictObject(
    {
      calories: amount('calories').describe('kcal per serving.'),
      fat: amount('fat').describe('Grams per serving.'),
      saturatedFat: amount('saturatedFat').describe('Grams per serving.'),
      carbohydrate: amount('carbohydrate').describe('Grams per serving.'),
      sugar: amount('sugar').describe('Grams per serving.'),
      fiber: amount('fiber').describe('Grams per serving.'),
      protein: amount('protein').describe('Grams per serving.'),
      sodium: amount('sodium').describe('Milligrams per serving.'),
    },
    { error: 'Nutrition must be an object of amounts per serving' },
  )
  .refine(
    (nutrition) => NUTRIENTS.some((nutrient) => nutrition[nutrient] !== undefined),
    'Nutrition needs at least one amount (or leave it out)',
  );
