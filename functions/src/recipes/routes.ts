// The /recipes routes of the REST API (docs/rest-api.md): each operation with
// the description the OpenAPI document is generated from. Handlers check the
// caller, parse the input and call the repository; errors are thrown as HttpError.
import { JSON_LD_MEDIA_TYPE } from '@recipe-book/schema/recipe-json-ld';
import { ensureCookProfile } from '../cooks/ensure-profile';
import { requireAuthor, requireUser } from '../http/auth';
import { readJsonBody } from '../http/body';
import { PRIVATE_CACHE_CONTROL } from '../http/cache';
import { badRequest, forbidden } from '../http/errors';
import { nextPageHeaders } from '../http/paging';
import { route, type RouteContext } from '../http/router';
import { json, type ApiRequest } from '../http/types';
import { parseOrThrow } from '../http/validation';
import { deleteRecipeDependents } from './cascade';
import { decodeCursor, encodeCursor, type CursorScope } from './cursor';
import { setLiked } from './likes';
import {
  listQuerySchema,
  oneRecipeQuerySchema,
  parseListQuery,
  parseOneRecipeQuery,
  parseTopLikedLimit,
  topLikedQuerySchema,
} from './list-options';
import { JSON_LD_CONTENT_TYPE, toRecipeJsonLd } from './json-ld';
import { recipeJsonLdSchema } from './json-ld-schema';
import { listRecipes } from './list-recipes';
import { recipeIdParam } from './recipe-id';
import { createRecipe, deleteRecipe, getRecipe, publicRecipesByIds, topLikedRecipes, updateRecipe } from './repository';
import { recipeCreateRequestSchema, recipePatchRequestSchema } from './request-schemas';
import {
  deleteResultSchema,
  insertResultSchema,
  likeResultSchema,
  oneRecipeResponseSchema,
  recipeListSchema,
  updateResultSchema,
  type DeleteResult,
  type InsertResult,
  type LikeResult,
  type UpdateResult,
} from './response-schemas';
import { toRecipeResponse, toRecipeView } from './serializer';
import { listSearch } from './list-search';
import { viewerUid } from './readable-recipe';

/** `?user=` must be the caller's own e-mail; the list is then queried by uid, never by e-mail. */
async function ownerFilter(request: ApiRequest, email: string | undefined): Promise<string | undefined> {
  if (email === undefined) return undefined;
  const caller = await requireUser(request);
  if (caller.email !== email) throw forbidden('You may only list your own recipes: ?user= must be your e-mail');
  return caller.uid;
}

// GET /recipes — one bounded page, newest first, by prep time or best rated, optionally filtered;
// or (?ids=) the public ones of the recipes a page shows, read again to keep it current
async function listRoute(context: RouteContext) {
  const options = parseListQuery(context.query);
  if (options.ids) {
    if ([...context.query.keys()].some((name) => name !== 'ids')) {
      throw badRequest('invalid-parameter', 'ids: combines with no other parameter');
    }
    const recipes = await publicRecipesByIds(options.ids);
    return json(
      200,
      recipes.map(({ id, data }) => toRecipeResponse(id, data)),
    );
  }
  const ownerUid = await ownerFilter(context.request, options.user);
  const scope: CursorScope = {
    sort: options.sort,
    cuisine: options.cuisine,
    q: options.q,
    ownerUid,
    with: options.with,
    without: options.without,
  };
  const page = await listRecipes({
    filters: { ownerUid, cuisine: options.cuisine, search: listSearch(options.q, options.with, options.without) },
    sort: options.sort,
    limit: options.limit,
    after: options.cursor === undefined ? undefined : decodeCursor(scope, options.cursor),
  });
  const cursor = page.resumeAfter && encodeCursor(scope, page.resumeAfter.id, page.resumeAfter.data());
  const headers = nextPageHeaders(context, '/recipes', cursor);
  // One caller's own list is theirs alone, and changes with their next edit.
  if (ownerUid) headers['Cache-Control'] = PRIVATE_CACHE_CONTROL;
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

// GET /recipes/:id — one recipe, scaled to ?servings= and in ?units= when given, or as JSON-LD (?format=jsonld)
async function getRoute({ request, params, query }: RouteContext) {
  const id = recipeIdParam(params);
  const { servings, units, format } = parseOneRecipeQuery(query);
  const recipe = await getRecipe(id, await viewerUid(request));
  // Only its author ever reads a private recipe: no cache may keep that answer.
  const headers: Record<string, string> =
    recipe.visibility === 'private' ? { 'Cache-Control': PRIVATE_CACHE_CONTROL } : {};
  if (format === 'jsonld') {
    return json(200, await toRecipeJsonLd(id, recipe), { ...headers, 'Content-Type': JSON_LD_CONTENT_TYPE });
  }
  return json(200, toRecipeView(id, recipe, { servings, units }), headers);
}

// POST /recipes — the caller adds a recipe
async function createRoute({ request, countWrite }: RouteContext) {
  const author = await requireAuthor(request);
  const input = parseOrThrow(recipeCreateRequestSchema, readJsonBody(request));
  await countWrite();
  const result: InsertResult = { acknowledged: true, insertedId: await createRecipe(input, author) };
  // The recipe's trigger makes it too, a moment later: here, so that the
  // "Shared by" link of a cook who only uses the API leads to a page at once.
  await ensureCookProfile(author.uid, author.displayName);
  return json(201, result);
}

// PATCH /recipes/:id — the author edits content fields
async function updateRoute({ request, params, countWrite }: RouteContext) {
  const author = await requireAuthor(request);
  const id = recipeIdParam(params);
  const patch = parseOrThrow(recipePatchRequestSchema, readJsonBody(request));
  await countWrite();
  await updateRecipe(id, patch, author);
  const result: UpdateResult = { acknowledged: true, matchedCount: 1, modifiedCount: 1 };
  return json(200, result);
}

// DELETE /recipes/:id — the author deletes the recipe, its likes and the wishlist entries for it
async function deleteRoute({ request, params, countWrite }: RouteContext) {
  const author = await requireAuthor(request);
  const id = recipeIdParam(params);
  await countWrite();
  await deleteRecipe(id, author);
  // The delete trigger does the same for deletes made by the web app; doing it
  // here as well means a REST client sees the cascade finished when we answer.
  await deleteRecipeDependents(id);
  const result: DeleteResult = { acknowledged: true, deletedCount: 1 };
  return json(200, result);
}

async function likeResponse({ request, params, countWrite }: RouteContext, liked: boolean) {
  const caller = await requireUser(request);
  const id = recipeIdParam(params);
  // Another cook's private recipe is not there for the caller: 404, and no like moves.
  await getRecipe(id, caller.uid);
  await countWrite();
  const { likeCount, changed } = await setLiked(id, caller.uid, liked);
  const result: LikeResult = { acknowledged: true, liked, likeCount, matchedCount: 1, modifiedCount: changed ? 1 : 0 };
  return json(200, result);
}

// PATCH /recipes/details/:id — the caller likes the recipe (idempotent)
const likeRoute = (context: RouteContext) => likeResponse(context, true);

// DELETE /recipes/details/:id/like — the caller takes their like back (idempotent)
const unlikeRoute = (context: RouteContext) => likeResponse(context, false);

export const recipeRoutes = [
  route('/recipes', {
    GET: {
      handler: listRoute,
      operationId: 'listRecipes',
      summary: 'List recipes, one page at a time (newest first by default)',
      auth: 'optional',
      query: listQuerySchema,
      success: {
        status: 200,
        description: 'A page of recipes',
        schema: recipeListSchema,
        headers: ['X-Next-Cursor', 'Link'],
      },
      errors: [401, 403],
      cache: 'short-public',
    },
    POST: {
      handler: createRoute,
      operationId: 'createRecipe',
      summary: 'Add a recipe (the caller is its author)',
      auth: 'bearer',
      body: recipeCreateRequestSchema,
      success: { status: 201, description: 'Created', schema: insertResultSchema },
      cache: 'no-store',
      rateLimit: 'createRecipe',
    },
  }),
  route('/recipes/top/top-liked', {
    GET: {
      handler: topLikedRoute,
      operationId: 'listTopLikedRecipes',
      summary: 'The most liked recipes, likeCount descending (equal counts newest first)',
      auth: 'none',
      query: topLikedQuerySchema,
      success: { status: 200, description: 'Recipes', schema: recipeListSchema },
      cache: 'short-public',
    },
  }),
  route('/recipes/details/:id', {
    PATCH: {
      handler: likeRoute,
      operationId: 'likeRecipe',
      summary: 'Like a recipe (idempotent: one like per user)',
      auth: 'bearer',
      success: { status: 200, description: 'Liked', schema: likeResultSchema },
      errors: [404],
      cache: 'no-store',
      rateLimit: 'like',
    },
  }),
  route('/recipes/details/:id/like', {
    DELETE: {
      handler: unlikeRoute,
      operationId: 'unlikeRecipe',
      summary: 'Take back your like (idempotent)',
      auth: 'bearer',
      success: { status: 200, description: 'Not liked', schema: likeResultSchema },
      errors: [404],
      cache: 'no-store',
      rateLimit: 'like',
    },
  }),
  route('/recipes/:id', {
    GET: {
      handler: getRoute,
      operationId: 'getRecipe',
      summary:
        'One recipe, optionally with its ingredient lines scaled to another number of servings and in ' +
        "metric or US units, or as schema.org Recipe JSON-LD. A private recipe is its author's alone: " +
        'with their token it is returned, for anyone else it is a 404',
      auth: 'optional',
      query: oneRecipeQuerySchema,
      success: {
        status: 200,
        description: 'The recipe (with `?format=jsonld`: its schema.org Recipe JSON-LD, as application/ld+json)',
        schema: oneRecipeResponseSchema,
        otherMediaTypes: { [JSON_LD_MEDIA_TYPE]: recipeJsonLdSchema },
        headers: ['ETag'],
      },
      errors: [401, 404],
      cache: 'revalidate',
    },
    PATCH: {
      handler: updateRoute,
      operationId: 'updateRecipe',
      summary: "Edit a recipe's content (author only)",
      auth: 'bearer',
      body: recipePatchRequestSchema,
      success: { status: 200, description: 'Updated', schema: updateResultSchema },
      errors: [403, 404],
      cache: 'no-store',
      rateLimit: 'changeRecipe',
    },
    DELETE: {
      handler: deleteRoute,
      operationId: 'deleteRecipe',
      summary: 'Delete a recipe with its likes and the wishlist entries for it (author only)',
      auth: 'bearer',
      success: { status: 200, description: 'Deleted', schema: deleteResultSchema },
      errors: [403, 404],
      cache: 'no-store',
      rateLimit: 'changeRecipe',
    },
  }),
];
