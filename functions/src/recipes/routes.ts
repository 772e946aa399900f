// The /recipes routes (docs/rest-api.md). Handlers check the caller, parse the
// input and call the repository; errors are thrown as HttpError.
import { requireUser } from '../http/auth';
import { readJsonBody } from '../http/body';
import { forbidden } from '../http/errors';
import { route, type RouteContext } from '../http/router';
import { json, type ApiRequest } from '../http/types';
import { parseOrThrow } from '../http/validation';
import { deleteRecipeDependents } from './cascade';
import { decodeCursor, encodeCursor } from './cursor';
import { setLiked } from './likes';
import { parseListQuery, parseTopLikedLimit } from './list-options';
import { listRecipes } from './list-recipes';
import { recipeIdParam } from './recipe-id';
import { createRecipe, deleteRecipe, getRecipe, topLikedRecipes, updateRecipe } from './repository';
import { recipeCreateRequestSchema, recipePatchRequestSchema } from './request-schemas';
import type { DeleteResult, InsertResult, LikeResult, UpdateResult } from './response-schemas';
import { toRecipeResponse } from './serializer';
import { titleSearch } from './title-search';

/** `?user=` must be the caller's own e-mail; the list is then queried by uid, never by e-mail. */
async function ownerFilter(request: ApiRequest, email: string | undefined): Promise<string | undefined> {
  if (email === undefined) return undefined;
  const caller = await requireUser(request);
  if (caller.email !== email) throw forbidden('You may only list your own recipes: ?user= must be your e-mail');
  return caller.uid;
}

// GET /recipes — one bounded page, newest first or by prep time, optionally filtered
async function listRoute({ request, query }: RouteContext) {
  const options = parseListQuery(query);
  const ownerUid = await ownerFilter(request, options.user);
  const page = await listRecipes({
    filters: { ownerUid, cuisine: options.cuisine, search: titleSearch(options.q) },
    sort: options.sort,
    limit: options.limit,
    after: options.cursor === undefined ? undefined : decodeCursor(options.sort, options.cursor),
  });
  const next = page.resumeAfter;
  const headers: Record<string, string> = next
    ? { 'X-Next-Cursor': encodeCursor(options.sort, next.id, next.data()) }
    : {};
  return json(
    200,
    page.recipes.map((doc) => toRecipeResponse(doc.id, doc.data())),
    headers,
  );
}

// GET /recipes/top/top-liked — most liked first
async function topLikedRoute({ query }: RouteContext) {
  const docs = await topLikedRecipes(parseTopLikedLimit(query));
  return json(
    200,
    docs.map((doc) => toRecipeResponse(doc.id, doc.data())),
  );
}

// GET /recipes/:id — one recipe
async function getRoute({ params }: RouteContext) {
  const id = recipeIdParam(params);
  return json(200, toRecipeResponse(id, await getRecipe(id)));
}

// POST /recipes — the caller adds a recipe
async function createRoute({ request }: RouteContext) {
  const caller = await requireUser(request);
  const input = parseOrThrow(recipeCreateRequestSchema, readJsonBody(request));
  const result: InsertResult = { acknowledged: true, insertedId: await createRecipe(input, caller) };
  return json(201, result);
}

// PATCH /recipes/:id — the author edits content fields
async function updateRoute({ request, params }: RouteContext) {
  const caller = await requireUser(request);
  const id = recipeIdParam(params);
  const patch = parseOrThrow(recipePatchRequestSchema, readJsonBody(request));
  await updateRecipe(id, patch, caller);
  const result: UpdateResult = { acknowledged: true, matchedCount: 1, modifiedCount: 1 };
  return json(200, result);
}

// DELETE /recipes/:id — the author deletes the recipe, its likes and the wishlist entries for it
async function deleteRoute({ request, params }: RouteContext) {
  const caller = await requireUser(request);
  const id = recipeIdParam(params);
  await deleteRecipe(id, caller);
  // The delete trigger does the same for deletes made by the web app; doing it
  // here as well means a REST client sees the cascade finished when we answer.
  await deleteRecipeDependents(id);
  const result: DeleteResult = { acknowledged: true, deletedCount: 1 };
  return json(200, result);
}

async function likeResponse({ request, params }: RouteContext, liked: boolean) {
  const caller = await requireUser(request);
  const likeCount = await setLiked(recipeIdParam(params), caller.uid, liked);
  const result: LikeResult = { acknowledged: true, liked, likeCount };
  return json(200, result);
}

// PATCH /recipes/details/:id — the caller likes the recipe (idempotent)
const likeRoute = (context: RouteContext) => likeResponse(context, true);

// DELETE /recipes/details/:id/like — the caller takes their like back (idempotent)
const unlikeRoute = (context: RouteContext) => likeResponse(context, false);

export const recipeRoutes = [
  route('/recipes', { GET: listRoute, POST: createRoute }),
  route('/recipes/top/top-liked', { GET: topLikedRoute }),
  route('/recipes/details/:id', { PATCH: likeRoute }),
  route('/recipes/details/:id/like', { DELETE: unlikeRoute }),
  route('/recipes/:id', { GET: getRoute, PATCH: updateRoute, DELETE: deleteRoute }),
];
