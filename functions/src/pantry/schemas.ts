// The requests and answers of the /pantry routes (docs/rest-api.md#pantry).
// A food is read as the web app's Pantry page and the search box read one
// (schema/src/foods.ts `normalFood`), within the shared PANTRY_LIMITS that
// the rules keep too.
import { z } from 'zod';
import { PANTRY_LIMITS as L } from '@recipe-book/schema/constants';
import { normalFood } from '@recipe-book/schema/foods';
import { PANTRY_RESULTS } from '@recipe-book/schema/pantry-recipes';
import { limitParam } from '../recipes/list-options';
import { recipeResponseSchema } from '../recipes/response-schemas';

/** A food as the pantry keeps it: what it names, never the words typed. */
const pantryFood = z
  .string({ error: 'A food must be text' })
  .trim()
  .min(1, 'A food is required')
  .max(L.food.max, `A food must be at most ${L.food.max} characters`)
  .transform((text, context) => {
    const food = normalFood(text);
    if (food === undefined) {
      context.addIssue({ code: 'custom', message: `"${text}" names no food` });
      return z.NEVER;
    }
    return food;
  });

/** A whole pantry as given: normalised, each food once, in the order given, at most PANTRY_LIMITS.maxFoods. */
const pantryFoodsSchema = z
  .array(pantryFood, { error: 'foods must be a list of foods' })
  .transform((foods) => [...new Set(foods)])
  .refine((foods) => foods.length <= L.maxFoods, `A pantry holds at most ${L.maxFoods} foods`);

const foods = z.array(z.string()).describe('Canonical foods (lower-case, singular: `tomato`, `chicken thigh`).');

export const pantryResponseSchema = z.object({
  foods: foods.describe(`What is on hand: at most ${L.maxFoods} canonical foods, in the order they were added.`),
  shared: z.boolean().describe("true: your household's pantry, shared by its members; false: your own."),
});
export type PantryResponse = z.output<typeof pantryResponseSchema>;

/** PUT /pantry: the whole list, as typed or as known foods; each is read as the search box reads a food. */
export const pantryPutSchema = z.strictObject({
  foods: pantryFoodsSchema.describe(
    `Every food on hand, at most ${L.maxFoods} once normalised ("Tomatoes" is tomato; each food at most ` +
      `${L.food.max} characters). Replaces the list.`,
  ),
});

export const pantryRecipesQuerySchema = z.object({
  limit: limitParam(PANTRY_RESULTS, 'How many recipes.'),
});

export const pantryRecipeListSchema = z.object({
  recipes: z.array(
    recipeResponseSchema.extend({
      missing: foods.describe(
        'What the recipe needs that the pantry lacks, staples left out: empty when you have everything.',
      ),
      used: foods.describe('What it needs that the pantry has.'),
    }),
  ),
});
