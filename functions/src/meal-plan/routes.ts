// The /mealplan routes (docs/rest-api.md#meal-plan): a cook's planned meals and
// notes, read by date range, planned, moved, changed and removed; a shopping
// trip for them; and the private calendar feed of the plan. A member of a
// household plans and shops for the household (household/home.ts). Each needs
// an ID token or a personal access token, except the feed, whose key is its credential.
import { requireUser } from '../http/auth';
import { readJsonBody } from '../http/body';
import { PRIVATE_CACHE_CONTROL } from '../http/cache';
import { badRequest } from '../http/errors';
import { publicSiteOrigin } from '../config';
import { route, type RouteContext } from '../http/router';
import { json } from '../http/types';
import { parseOrThrow } from '../http/validation';
import { assertCook, callerPlanHome, callerPlanWriter } from '../household/plan-writer';
import { parseQuery } from '../recipes/list-options';
import { feedForKey } from './calendar-route';
import { createEntry, recipeToPlan } from './create-entry';
import { dateRange } from './date-range';
import { deleteEntry } from './delete-entry';
import { feedKeyCreatedAt, replaceFeedKey } from './feed-key';
import { entriesIn, withRecipeState } from './list-entries';
import {
  CALENDAR_CONTENT_TYPE,
  calendarSchema,
  feedKeyCreatedSchema,
  feedKeyStatusSchema,
  feedQuerySchema,
  mealPlanCreateSchema,
  mealPlanDeleteResultSchema,
  mealPlanEntryListSchema,
  mealPlanEntryResponseSchema,
  mealPlanListQuerySchema,
  mealPlanPatchSchema,
  mealPlanShoppingResultSchema,
  mealPlanShoppingSchema,
  type FeedKeyCreated,
  type FeedKeyStatus,
  type MealPlanDeleteResult,
} from './schemas';
import { addTripToShoppingList, tripFor } from './shopping-trip';
import { updateEntry } from './update-entry';

/** One cook's plan is theirs alone: no cache keeps it. */
const PRIVATE = { 'Cache-Control': PRIVATE_CACHE_CONTROL };

// GET /mealplan — the caller's entries of a date range (default: this week), or their undated ones
async function listRoute({ request, query }: RouteContext) {
  const home = await callerPlanHome(request);
  const caller = await requireUser(request);
  const { from, to, someday } = parseQuery(mealPlanListQuerySchema, query);
  if (someday === 'true' && (from !== undefined || to !== undefined)) {
    throw badRequest('invalid-parameter', 'someday: cannot be combined with from and to');
  }
  const range = someday === 'true' ? null : dateRange(from, to);
  return json(200, await withRecipeState(await entriesIn(home.root, range), caller.uid), PRIVATE);
}

// POST /mealplan — the caller plans a recipe or writes a note, after the last entry of that date and meal
async function createRoute({ request, countWrite }: RouteContext) {
  const caller = await requireUser(request);
  const input = parseOrThrow(mealPlanCreateSchema, readJsonBody(request));
  const writer = await callerPlanWriter(request);
  assertCook(writer, input.cookUid);
  const recipe = input.recipeId == null ? null : await recipeToPlan(input.recipeId, caller.uid);
  await countWrite();
  return json(201, await createEntry(writer.root, input, recipe, writer.member));
}

// PATCH /mealplan/:entryId — the caller moves an entry, or changes its servings or note
async function updateRoute({ request, params, countWrite }: RouteContext) {
  const caller = await requireUser(request);
  const patch = parseOrThrow(mealPlanPatchSchema, readJsonBody(request));
  const home = await callerPlanHome(request);
  assertCook(home, patch.cookUid);
  await countWrite();
  return json(200, await updateEntry(home.root, params.entryId ?? '', patch, caller.uid));
}

// DELETE /mealplan/:entryId — the caller removes an entry (idempotent)
async function deleteRoute({ request, params, countWrite }: RouteContext) {
  const home = await callerPlanHome(request);
  await countWrite();
  const deleted = await deleteEntry(home.root, params.entryId ?? '');
  const result: MealPlanDeleteResult = { deletedCount: deleted ? 1 : 0 };
  return json(200, result);
}

// POST /mealplan/shopping-list — the planned recipes of a range or of chosen entries onto the shopping list
async function shoppingRoute({ request, countWrite }: RouteContext) {
  const caller = await requireUser(request);
  const choice = parseOrThrow(mealPlanShoppingSchema, readJsonBody(request));
  const writer = await callerPlanWriter(request);
  const trip = await tripFor(writer.root, choice, caller.uid);
  await countWrite();
  return json(201, await addTripToShoppingList(writer.root, trip, writer.member));
}

// GET /mealplan/feed-key — whether the caller has a calendar feed link (never the key)
async function feedKeyStatusRoute({ request }: RouteContext) {
  const caller = await requireUser(request);
  const createdAt = await feedKeyCreatedAt(caller.uid);
  const status: FeedKeyStatus = { exists: createdAt !== undefined, createdAt: createdAt?.toISOString() ?? null };
  return json(200, status, PRIVATE);
}

// POST /mealplan/feed-key — a new calendar feed link for the caller; the old one stops working at once
async function newFeedKeyRoute({ request, baseUrl, countWrite }: RouteContext) {
  const caller = await requireUser(request);
  await countWrite();
  const key = await replaceFeedKey(caller.uid);
  const created: FeedKeyCreated = { key, url: `${baseUrl}/mealplan.ics?key=${key}` };
  return json(201, created);
}

// GET /mealplan.ics — the calendar feed of the cook whose key this is
async function feedRoute({ query }: RouteContext) {
  const { key } = parseQuery(feedQuerySchema, query);
  const text = await feedForKey(key, publicSiteOrigin());
  return { status: 200, text, headers: { 'Content-Type': CALENDAR_CONTENT_TYPE, ...PRIVATE } };
}

const BEARER = 'ID token or personal access token';

export const mealPlanRoutes = [
  route('/mealplan', {
    GET: {
      operationId: 'listMealPlan',
      handler: listRoute,
      summary:
        "Your meal plan (your household's when you have one) between two dates (default: this week, " +
        'Monday–Sunday, UTC), or its Someday entries, ' +
        `ordered by date, meal and position (${BEARER})`,
      auth: 'bearer',
      query: mealPlanListQuerySchema,
      success: { status: 200, description: 'Your entries', schema: mealPlanEntryListSchema },
      cache: 'no-store',
    },
    POST: {
      operationId: 'createMealPlanEntry',
      handler: createRoute,
      summary: `Plan a recipe (at its own servings unless given) or write a note for a date and meal (${BEARER})`,
      auth: 'bearer',
      body: mealPlanCreateSchema,
      success: { status: 201, description: 'Planned', schema: mealPlanEntryResponseSchema },
      errors: [404, 409],
      cache: 'no-store',
      rateLimit: 'planMeal',
    },
  }),
  route('/mealplan/shopping-list', {
    POST: {
      operationId: 'shopMealPlan',
      handler: shoppingRoute,
      summary:
        'Put the planned recipes of a date range, or of chosen entries, on your shopping list: a recipe ' +
        `planned twice is bought once, at the servings added up (${BEARER})`,
      auth: 'bearer',
      body: mealPlanShoppingSchema,
      success: { status: 201, description: 'Added', schema: mealPlanShoppingResultSchema },
      errors: [404, 409],
      cache: 'no-store',
      rateLimit: 'shopMealPlan',
    },
  }),
  route('/mealplan/feed-key', {
    GET: {
      operationId: 'getMealPlanFeedKey',
      handler: feedKeyStatusRoute,
      summary: `Whether you have a calendar feed link, and since when; never the key (${BEARER})`,
      auth: 'bearer',
      success: { status: 200, description: 'Your feed link, if any', schema: feedKeyStatusSchema },
      cache: 'no-store',
    },
    POST: {
      operationId: 'createMealPlanFeedKey',
      handler: newFeedKeyRoute,
      summary: `A new private calendar feed link; the previous one stops working at once (${BEARER})`,
      auth: 'bearer',
      success: { status: 201, description: 'Created: the key is in this answer only', schema: feedKeyCreatedSchema },
      cache: 'no-store',
      rateLimit: 'newFeedKey',
    },
  }),
  route('/mealplan.ics', {
    GET: {
      operationId: 'getMealPlanFeed',
      handler: feedRoute,
      summary:
        'Your meal plan as an iCalendar feed to subscribe to: the past 4 weeks and the next 12, one all-day ' +
        'event per dated entry. The key is the credential: an unknown or replaced one is a 404',
      auth: 'none',
      query: feedQuerySchema,
      success: { status: 200, description: 'The feed', schema: calendarSchema, mediaType: 'text/calendar' },
      errors: [404],
      cache: 'no-store',
    },
  }),
  route('/mealplan/:entryId', {
    PATCH: {
      operationId: 'updateMealPlanEntry',
      handler: updateRoute,
      summary: `Move one of your entries, or change its servings or note; its recipe stays (${BEARER})`,
      auth: 'bearer',
      body: mealPlanPatchSchema,
      success: { status: 200, description: 'Changed', schema: mealPlanEntryResponseSchema },
      errors: [404],
      cache: 'no-store',
      rateLimit: 'planMeal',
    },
    DELETE: {
      operationId: 'deleteMealPlanEntry',
      handler: deleteRoute,
      summary: `Remove one of your entries (idempotent; ${BEARER})`,
      auth: 'bearer',
      success: { status: 200, description: 'Removed, or there was none', schema: mealPlanDeleteResultSchema },
      cache: 'no-store',
      rateLimit: 'planMeal',
    },
  }),
];
