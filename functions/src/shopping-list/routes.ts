// The /shopping-list routes (docs/rest-api.md#shopping-list): the caller's
// shopping list, or their household's when they have one, for scripts and
// other apps: read it, add a line, tick or untick an item, remove one. Each
// needs an ID token or a personal access token.
import { requireUser } from '../http/auth';
import { readJsonBody } from '../http/body';
import { PRIVATE_CACHE_CONTROL } from '../http/cache';
import { route, type RouteContext } from '../http/router';
import { json } from '../http/types';
import { parseOrThrow } from '../http/validation';
import { callerPlanHome, callerPlanWriter } from '../household/plan-writer';
import { addItem, checkItem, deleteItem, listItems } from './items';
import {
  shoppingItemCreateSchema,
  shoppingItemDeleteResultSchema,
  shoppingItemListSchema,
  shoppingItemPatchSchema,
  shoppingItemResponseSchema,
  type ShoppingItemDeleteResult,
} from './schemas';

// GET /shopping-list — every item of the caller's (or their household's) list
async function listRoute({ request }: RouteContext) {
  const home = await callerPlanHome(request);
  return json(200, await listItems(home.root), { 'Cache-Control': PRIVATE_CACHE_CONTROL });
}

// POST /shopping-list — a line typed by hand
async function createRoute({ request, countWrite }: RouteContext) {
  await requireUser(request);
  const { text } = parseOrThrow(shoppingItemCreateSchema, readJsonBody(request));
  const writer = await callerPlanWriter(request);
  await countWrite();
  return json(201, await addItem(writer.root, text, writer.member));
}

// PATCH /shopping-list/:itemId — tick or untick
async function updateRoute({ request, params, countWrite }: RouteContext) {
  await requireUser(request);
  const { checked } = parseOrThrow(shoppingItemPatchSchema, readJsonBody(request));
  const writer = await callerPlanWriter(request);
  await countWrite();
  return json(200, await checkItem(writer.root, params.itemId ?? '', checked, writer.member));
}

// DELETE /shopping-list/:itemId — remove an item (idempotent)
async function deleteRoute({ request, params, countWrite }: RouteContext) {
  const home = await callerPlanHome(request);
  await countWrite();
  const result: ShoppingItemDeleteResult = { deletedCount: (await deleteItem(home.root, params.itemId ?? '')) ? 1 : 0 };
  return json(200, result);
}

const BEARER = 'ID token or personal access token';
const WHOSE = "your household's when you have one, else your own";

export const shoppingListRoutes = [
  route('/shopping-list', {
    GET: {
      operationId: 'listShoppingList',
      handler: listRoute,
      summary: `Your shopping list (${WHOSE}), oldest item first (${BEARER})`,
      auth: 'bearer',
      success: { status: 200, description: 'Every item', schema: shoppingItemListSchema },
      cache: 'no-store',
    },
    POST: {
      operationId: 'addShoppingListItem',
      handler: createRoute,
      summary: `Add a line to your shopping list (${WHOSE}), read for its quantity and unit as the app does (${BEARER})`,
      auth: 'bearer',
      body: shoppingItemCreateSchema,
      success: { status: 201, description: 'Added', schema: shoppingItemResponseSchema },
      errors: [409],
      cache: 'no-store',
      rateLimit: 'changeShoppingList',
    },
  }),
  route('/shopping-list/:itemId', {
    PATCH: {
      operationId: 'updateShoppingListItem',
      handler: updateRoute,
      summary: `Tick or untick an item of your shopping list (${BEARER})`,
      auth: 'bearer',
      body: shoppingItemPatchSchema,
      success: { status: 200, description: 'Changed', schema: shoppingItemResponseSchema },
      errors: [404],
      cache: 'no-store',
      rateLimit: 'changeShoppingList',
    },
    DELETE: {
      operationId: 'deleteShoppingListItem',
      handler: deleteRoute,
      summary: `Remove an item from your shopping list (idempotent; ${BEARER})`,
      auth: 'bearer',
      success: { status: 200, description: 'Removed, or there was none', schema: shoppingItemDeleteResultSchema },
      cache: 'no-store',
      rateLimit: 'changeShoppingList',
    },
  }),
];
