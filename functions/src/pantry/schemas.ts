// The requests and answers of the /pantry routes (docs/rest-api.md#pantry).
// The food list is the shared schema's (schema/src/pantry.ts), so the API
// normalises and limits it as the web app and the rules do.
import { z } from 'zod';
import { PANTRY_LIMITS as L } from '@recipe-book/schema/constants';
import { PANTRY_RESULTS, pantryFoodsSchema } from '@recipe-book/schema/pantry';
import { limitParam } from '../recipes/list-options';
import { recipeResponseSchema } from '../recipes/response-schemas';

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
