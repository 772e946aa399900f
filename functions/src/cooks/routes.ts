// The /cooks routes of the REST API (docs/rest-api.md): a cook's public
// profile with their totals, and their public recipes a page at a time.
import { nextPageHeaders } from '../http/paging';
import { absoluteImageUrl } from '../http/public-urls';
import { route, type RouteContext } from '../http/router';
import { json } from '../http/types';
import { decodeCursor, encodeCursor, type CursorScope } from '../recipes/cursor';
import { listRecipes } from '../recipes/list-recipes';
import { parseQuery } from '../recipes/list-options';
import { recipeListSchema } from '../recipes/response-schemas';
import { toRecipeResponse } from '../recipes/serializer';
import { getCook } from './repository';
import { cookRecipesQuerySchema, cookResponseSchema, type CookResponse } from './schemas';

const cookUidParam = (params: Readonly<Record<string, string>>) => params['cookUid'] ?? '';

// GET /cooks/:cookUid — a cook's public profile and totals (never an e-mail)
async function cookRoute({ params }: RouteContext) {
  const cook = await getCook(cookUidParam(params));
  const body: CookResponse = { ...cook, photoURL: cook.photoURL && absoluteImageUrl(cook.photoURL) };
  return json(200, body);
}

// GET /cooks/:cookUid/recipes — their public recipes, newest first, one page at a time
async function cookRecipesRoute(context: RouteContext) {
  const uid = cookUidParam(context.params);
  const { limit, cursor } = parseQuery(cookRecipesQuerySchema, context.query);
  // An unknown cook is a 404, not an empty list.
  await getCook(uid);
  const scope: CursorScope = { sort: '-createdAt', cookUid: uid };
  const page = await listRecipes({
    filters: { cookUid: uid },
    sort: '-createdAt',
    limit,
    after: cursor === undefined ? undefined : decodeCursor(scope, cursor),
  });
  const next = page.resumeAfter && encodeCursor(scope, page.resumeAfter.id, page.resumeAfter.data());
  return json(
    200,
    page.recipes.map((doc) => toRecipeResponse(doc.id, doc.data())),
    nextPageHeaders(context, `/cooks/${encodeURIComponent(uid)}/recipes`, next),
  );
}

export const cookRoutes = [
  route('/cooks/:cookUid', {
    GET: {
      handler: cookRoute,
      operationId: 'getCook',
      summary:
        "A cook's public profile: name, photo, bio, member since, and the totals of their public recipes " +
        '(recipes, likes received, average rating). Never an e-mail address',
      auth: 'none',
      success: { status: 200, description: 'The cook', schema: cookResponseSchema },
      errors: [404],
      cache: 'short-public',
    },
  }),
  route('/cooks/:cookUid/recipes', {
    GET: {
      handler: cookRecipesRoute,
      operationId: 'listCookRecipes',
      summary: "A cook's public recipes, newest first, one page at a time (paged like GET /recipes)",
      auth: 'none',
      query: cookRecipesQuerySchema,
      success: {
        status: 200,
        description: 'A page of recipes',
        schema: recipeListSchema,
        headers: ['X-Next-Cursor', 'Link'],
      },
      errors: [400, 404],
      cache: 'short-public',
    },
  }),
];
