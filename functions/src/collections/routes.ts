// The /collections routes (docs/rest-api.md#collections): a cook's named,
// ordered lists of recipes. Anyone reads a public or unlisted collection and
// lists a cook's public ones; its cook alone (ID token or personal access
// token) creates, edits and deletes it, and lists or reads their private ones.
// Another cook's collection is a 403 to change when the caller may read it,
// a 404 when they may not (a private one answers as if it did not exist).
import { requireUser } from '../http/auth';
import { readJsonBody } from '../http/body';
import { PRIVATE_CACHE_CONTROL } from '../http/cache';
import { route, type RouteContext } from '../http/router';
import { json } from '../http/types';
import { parseOrThrow } from '../http/validation';
import { parseQuery } from '../recipes/list-options';
import { viewerUid } from '../recipes/readable-recipe';
import { deleteResultSchema, type DeleteResult } from '../recipes/response-schemas';
import { readableRecipes } from './collection-recipes';
import { ownerName } from './owner-name';
import {
  createCollection,
  deleteCollection,
  getCollection,
  listCollections,
  updateCollection,
  type CollectionDoc,
} from './repository';
import {
  collectionCreateSchema,
  collectionListQuerySchema,
  collectionListSchema,
  collectionPatchSchema,
  collectionResponseSchema,
} from './schemas';
import { toCollectionResponse, toCollectionSummary } from './serializer';

/** The collection with the recipes `viewer` may read, in order, and its cook's public name. */
async function collectionView({ id, collection }: CollectionDoc, viewer: string | undefined) {
  const [name, recipes] = await Promise.all([
    ownerName(collection.ownerUid),
    readableRecipes(collection.recipeIds, viewer),
  ]);
  return toCollectionResponse(id, collection, name, recipes);
}

const collectionIdOf = (params: RouteContext['params']) => params.collectionId ?? '';

/**
 * The answers depend on the token (a cook's own list holds their private collections, their collection
 * their private recipes) at the same URL as the public answer: a cache must not hand one to the other,
 * and a signed one is kept nowhere.
 */
const byCaller = (viewer: string | undefined): Record<string, string> => ({
  Vary: 'Authorization',
  ...(viewer === undefined ? {} : { 'Cache-Control': PRIVATE_CACHE_CONTROL }),
});

// GET /collections — a cook's public collections, or all of one's own
async function listRoute({ request, query }: RouteContext) {
  const { owner, limit } = parseQuery(collectionListQuerySchema, query);
  const viewer = await viewerUid(request);
  const found = await listCollections(owner, viewer, limit);
  return json(
    200,
    found.map(({ id, collection }) => toCollectionSummary(id, collection)),
    byCaller(viewer),
  );
}

// GET /collections/:collectionId — one collection with the recipes the caller may read
async function getRoute({ request, params }: RouteContext) {
  const id = collectionIdOf(params);
  const viewer = await viewerUid(request);
  const view = await collectionView({ id, collection: await getCollection(id, viewer) }, viewer);
  return json(200, view, byCaller(viewer));
}

// POST /collections — the caller makes a collection (private unless they say otherwise)
async function createRoute({ request, countWrite }: RouteContext) {
  const caller = await requireUser(request);
  const input = parseOrThrow(collectionCreateSchema, readJsonBody(request));
  await countWrite();
  return json(201, await collectionView(await createCollection(input, caller.uid), caller.uid));
}

// PATCH /collections/:collectionId — its cook renames, describes, shares or hides it, or changes its recipes
async function updateRoute({ request, params, countWrite }: RouteContext) {
  const caller = await requireUser(request);
  const patch = parseOrThrow(collectionPatchSchema, readJsonBody(request));
  await countWrite();
  const updated = await updateCollection(collectionIdOf(params), patch, caller.uid);
  return json(200, await collectionView(updated, caller.uid));
}

// DELETE /collections/:collectionId — its cook deletes it (the recipes stay)
async function deleteRoute({ request, params, countWrite }: RouteContext) {
  const caller = await requireUser(request);
  await countWrite();
  await deleteCollection(collectionIdOf(params), caller.uid);
  const result: DeleteResult = { acknowledged: true, deletedCount: 1 };
  return json(200, result);
}

const BEARER = 'ID token or personal access token';
const NOT_YOURS = "403 for another cook's collection you can read, 404 for one you cannot";

export const collectionRoutes = [
  route('/collections', {
    GET: {
      operationId: 'listCollections',
      handler: listRoute,
      summary:
        "A cook's public collections, most recently changed first; with your token and your own uid as " +
        '`owner`, all of yours, private and unlisted ones too',
      auth: 'optional',
      query: collectionListQuerySchema,
      success: { status: 200, description: 'Collections, without their recipes', schema: collectionListSchema },
      errors: [401],
      cache: 'short-public',
    },
    POST: {
      operationId: 'createCollection',
      handler: createRoute,
      summary:
        'Make a collection of recipes, private unless `visibility` says otherwise. Each recipe must be one ' +
        `you may read (400 naming it otherwise) (${BEARER})`,
      auth: 'bearer',
      body: collectionCreateSchema,
      success: { status: 201, description: 'Created, with its recipes', schema: collectionResponseSchema },
      cache: 'no-store',
      rateLimit: 'changeCollection',
    },
  }),
  route('/collections/:collectionId', {
    GET: {
      operationId: 'getCollection',
      handler: getRoute,
      summary:
        'One collection with its recipes in order: only those you may read. A private collection is its ' +
        "cook's alone: with their token it is returned, for anyone else it is a 404",
      auth: 'optional',
      success: { status: 200, description: 'The collection', schema: collectionResponseSchema, headers: ['ETag'] },
      errors: [401, 404],
      cache: 'revalidate',
    },
    PATCH: {
      operationId: 'updateCollection',
      handler: updateRoute,
      summary:
        'Rename, describe, share or hide your collection, or set its recipes (`recipeIds` replaces the list: ' +
        `add, remove and reorder in one go). ${NOT_YOURS} (${BEARER})`,
      auth: 'bearer',
      body: collectionPatchSchema,
      success: { status: 200, description: 'Changed, with its recipes', schema: collectionResponseSchema },
      errors: [403, 404],
      cache: 'no-store',
      rateLimit: 'changeCollection',
    },
    DELETE: {
      operationId: 'deleteCollection',
      handler: deleteRoute,
      summary: `Delete your collection; its recipes stay. ${NOT_YOURS} (${BEARER})`,
      auth: 'bearer',
      success: { status: 200, description: 'Deleted', schema: deleteResultSchema },
      errors: [403, 404],
      cache: 'no-store',
      rateLimit: 'changeCollection',
    },
  }),
];
