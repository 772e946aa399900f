// The HTTP application: CORS, routing, the rate limits the route table
// declares, caching, and the one error handler that turns every failure into
// `{ error: { code, message } }` without leaking internals.
import { logger } from 'firebase-functions';
import { collectionRoutes } from './collections/routes';
import { requireUser } from './http/auth';
import { assertBodySize } from './http/body';
import { CACHE_POLICIES, entityTag, isNotModified, PRIVATE_CACHE_CONTROL } from './http/cache';
import { preflight, withCors } from './http/cors';
import { asHttpError, HttpError, withinDeadline } from './http/errors';
import { API_PREFIX, apiBaseUrl } from './http/public-urls';
import { spendAllowance } from './http/rate-limiter';
import { allowedMethods, matchRoute, operationFor, route, type Operation, type Route } from './http/router';
import type { ApiRequest, ApiResponse } from './http/types';
import { cookRoutes } from './cooks/routes';
import { foodRoutes } from './foods/routes';
import { householdRoutes } from './household/routes';
import { importRoutes } from './import/routes';
import { mealPlanRoutes } from './meal-plan/routes';
import { pantryRoutes } from './pantry/routes';
import { openApiOperation } from './openapi';
import { reviewRoutes } from './recipes/reviews/routes';
import { recipeRoutes } from './recipes/routes';
import { shoppingListRoutes } from './shopping-list/routes';
import { tokenRoutes } from './tokens/routes';

// The first route whose pattern matches a path answers it (routes with literal
// segments, like /recipes/import and /recipes/details/{id}, before /recipes/{id}
// and the review routes; /mealplan/feed-key before /mealplan/{entryId}).
export const routes: Route[] = [
  ...importRoutes,
  ...recipeRoutes,
  ...reviewRoutes,
  ...cookRoutes,
  ...foodRoutes,
  ...tokenRoutes,
  ...mealPlanRoutes,
  ...householdRoutes,
  ...shoppingListRoutes,
  ...pantryRoutes,
  ...collectionRoutes,
  route('/openapi.json', { GET: openApiOperation(() => routes) }),
];

/** A response as it goes on the wire: the body serialised, so that its bytes can be tagged. */
export interface WireResponse {
  status: number;
  headers: Record<string, string>;
  body: string | undefined;
}

function splitUrl(url: string): { path: string; query: URLSearchParams; viaHosting: boolean } {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1));
  const viaHosting = path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
  const unprefixed = viaHosting ? path.slice(API_PREFIX.length) : path;
  return { path: unprefixed || '/', query, viaHosting };
}

function errorResponse(error: unknown): ApiResponse {
  const known = asHttpError(error);
  if (known) {
    return {
      status: known.status,
      body: { error: { code: known.code, message: known.message } },
      headers: known.headers,
    };
  }
  logger.error('Unexpected error in the api function', error);
  return {
    status: 500,
    body: { error: { code: 'internal', message: 'Something went wrong on our side; please try again' } },
  };
}

async function answer(request: ApiRequest): Promise<{ response: ApiResponse; operation?: Operation }> {
  const { path, query, viaHosting } = splitUrl(request.url);
  const found = matchRoute(routes, path);
  if (request.method === 'OPTIONS') {
    return { response: preflight(request.headers, found && allowedMethods(found.route).join(', ')) };
  }
  assertBodySize(request);
  if (!found) throw new HttpError(404, 'route-not-found', `There is no route ${path}; see /openapi.json`);
  const operation = operationFor(found.route, request.method);
  const { rateLimit } = operation;
  const countWrite = async () => {
    if (rateLimit) await spendAllowance((await requireUser(request)).uid, rateLimit);
  };
  const baseUrl = apiBaseUrl(request, viaHosting);
  const response = await operation.handler({ request, params: found.params, query, baseUrl, countWrite });
  return { response, operation };
}

/** Serialises the body and applies the operation's cache policy to a success (everything else: no-store). */
function toWire(request: ApiRequest, response: ApiResponse, operation: Operation | undefined): WireResponse {
  const body = response.text ?? (response.body === undefined ? undefined : JSON.stringify(response.body));
  const headers: Record<string, string> = { ...response.headers };
  // JSON unless the handler named another JSON media type (application/ld+json).
  if (body !== undefined) headers['Content-Type'] ??= 'application/json; charset=utf-8';
  const succeeded = response.status >= 200 && response.status < 300;
  const cache = succeeded && operation ? operation.cache : 'no-store';
  const policy = CACHE_POLICIES[cache];
  // A signed request's list may include the caller's own writes of a moment ago: kept nowhere.
  const signed = request.headers.authorization !== undefined && cache === 'short-public';
  headers['Cache-Control'] ??= signed ? PRIVATE_CACHE_CONTROL : policy.cacheControl;
  if (!policy.etag || body === undefined) return { status: response.status, headers, body };
  const etag = entityTag(body);
  headers.ETag = etag;
  const conditional = request.method === 'GET' || request.method === 'HEAD';
  if (conditional && isNotModified(request.headers, etag)) {
    const { 'Content-Type': _type, ...validators } = headers;
    return { status: 304, headers: validators, body: undefined };
  }
  return { status: response.status, headers, body };
}

export async function handleApiRequest(request: ApiRequest): Promise<WireResponse> {
  try {
    const { response, operation } = await withinDeadline(answer(request));
    return toWire(request, withCors(response), operation);
  } catch (error) {
    return toWire(request, withCors(errorResponse(error)), undefined);
  }
}
