// GET /foods: the vocabulary of known foods (schema/src/food-vocabulary.ts),
// as the search box suggests them: what to pass to GET /recipes' `with` and
// `without`.
import { z } from 'zod';
import { route, type RouteContext } from '../http/router';
import { json } from '../http/types';
import { foodsQuerySchema, parseQuery } from '../recipes/list-options';
import { suggestFoods } from './repository';

const foodListSchema = z
  .array(
    z.object({
      name: z.string().describe('The canonical food: lower-case, singular, without accents (`chicken thigh`).'),
      recipeCount: z.int().min(1).describe('Public recipes that have it (a broader food counts the narrower ones).'),
    }),
  )
  .describe('At most 8 foods: those with a word that starts with the prefix, most used first, then near misses.');

// GET /foods?prefix= — known foods for what was typed
async function foodsRoute({ query }: RouteContext) {
  const { prefix } = parseQuery(foodsQuerySchema, query);
  return json(200, await suggestFoods(prefix));
}

export const foodRoutes = [
  route('/foods', {
    GET: {
      handler: foodsRoute,
      operationId: 'suggestFoods',
      summary:
        'Known foods for what was typed, as the search box suggests them, forgiving one wrong letter ' +
        '(`chiken` finds chicken): names to pass to GET /recipes `with` and `without`',
      auth: 'none',
      query: foodsQuerySchema,
      success: { status: 200, description: 'Known foods', schema: foodListSchema },
      errors: [],
      cache: 'short-public',
    },
  }),
];
