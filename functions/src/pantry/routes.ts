// The /pantry routes (docs/rest-api.md#pantry): the foods the caller has on
// hand (their household's when they have one), replaced as a whole, and the
// recipes they can cook with them. Each needs an ID token or a personal
// access token.
import { PANTRY_CANDIDATES_MAX } from '@recipe-book/schema/pantry-recipes';
import { readJsonBody } from '../http/body';
import { PRIVATE_CACHE_CONTROL } from '../http/cache';
import { route, type RouteContext } from '../http/router';
import { json } from '../http/types';
import { parseOrThrow } from '../http/validation';
import { callerPlanHome } from '../household/plan-writer';
import { parseQuery } from '../recipes/list-options';
import { toRecipeResponse } from '../recipes/serializer';
import { readPantry, recipesToCook, writePantry } from './repository';
import {
  pantryPutSchema,
  pantryRecipeListSchema,
  pantryRecipesQuerySchema,
  pantryResponseSchema,
  type PantryResponse,
} from './schemas';

// GET /pantry — what is on hand
async function readRoute({ request }: RouteContext) {
  const home = await callerPlanHome(request);
  const answer: PantryResponse = { foods: await readPantry(home), shared: home.householdId !== null };
  return json(200, answer, { 'Cache-Control': PRIVATE_CACHE_CONTROL });
}

// PUT /pantry — the whole list
async function replaceRoute({ request, countWrite }: RouteContext) {
  const { foods } = parseOrThrow(pantryPutSchema, readJsonBody(request));
  const home = await callerPlanHome(request);
  await countWrite();
  await writePantry(home, foods);
  const answer: PantryResponse = { foods, shared: home.householdId !== null };
  return json(200, answer);
}

// GET /pantry/recipes — what can I cook?
async function recipesRoute({ request, query }: RouteContext) {
  const { limit } = parseQuery(pantryRecipesQuerySchema, query);
  const home = await callerPlanHome(request);
  const recipes = await recipesToCook(await readPantry(home), limit);
  const body = {
    recipes: recipes.map(({ id, data, missing, used }) => ({ ...toRecipeResponse(id, data), missing, used })),
  };
  return json(200, body, { 'Cache-Control': PRIVATE_CACHE_CONTROL });
}

const BEARER = 'ID token or personal access token';
const WHOSE = "your household's when you have one, else your own";

export const pantryRoutes = [
  route('/pantry', {
    GET: {
      operationId: 'getPantry',
      handler: readRoute,
      summary: `The foods you have on hand (${WHOSE}; ${BEARER})`,
      auth: 'bearer',
      success: { status: 200, description: 'Your pantry', schema: pantryResponseSchema },
      cache: 'no-store',
    },
    PUT: {
      operationId: 'replacePantry',
      handler: replaceRoute,
      summary: `Replace the foods you have on hand (${WHOSE}; ${BEARER})`,
      auth: 'bearer',
      body: pantryPutSchema,
      success: { status: 200, description: 'Stored, normalised', schema: pantryResponseSchema },
      cache: 'no-store',
      rateLimit: 'changePantry',
    },
  }),
  route('/pantry/recipes', {
    GET: {
      operationId: 'listPantryRecipes',
      handler: recipesRoute,
      summary:
        `What can I cook? Public recipes that use your pantry's foods, fewest missing foods first, then most ` +
        `pantry foods used; staples (salt, pepper, water, oil) are never missing. The best matches among the ` +
        `most-liked recipes that use something on hand: at most ${PANTRY_CANDIDATES_MAX} recipes are read (${BEARER})`,
      auth: 'bearer',
      query: pantryRecipesQuerySchema,
      success: { status: 200, description: 'Ranked recipes', schema: pantryRecipeListSchema },
      cache: 'no-store',
    },
  }),
];
