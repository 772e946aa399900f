// The HTTP application: CORS, routing, and the one error handler that turns
// every failure into `{ error: { code, message } }` without leaking internals.
import { logger } from 'firebase-functions';
import { assertBodySize } from './http/body';
import { preflight, withCors } from './http/cors';
import { HttpError } from './http/errors';
import { handlerFor, matchRoute, route } from './http/router';
import { json, type ApiRequest, type ApiResponse } from './http/types';
import { openApiRoute } from './openapi';
import { recipeRoutes } from './recipes/routes';

const routes = [route('/openapi.json', { GET: openApiRoute }), ...recipeRoutes];

/** Through the Hosting rewrite the function sees `/api/...`; called directly it does not. */
const API_PREFIX = '/api';

function splitUrl(url: string): { path: string; query: URLSearchParams } {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1));
  const unprefixed = path === API_PREFIX || path.startsWith(`${API_PREFIX}/`) ? path.slice(API_PREFIX.length) : path;
  return { path: unprefixed || '/', query };
}

function errorResponse(error: unknown): ApiResponse {
  if (error instanceof HttpError) {
    return json(error.status, { error: { code: error.code, message: error.message } }, error.headers);
  }
  logger.error('Unexpected error in the api function', error);
  return json(500, { error: { code: 'internal', message: 'Something went wrong on our side; please try again' } });
}

async function answer(request: ApiRequest): Promise<ApiResponse> {
  assertBodySize(request);
  const { path, query } = splitUrl(request.url);
  const found = matchRoute(routes, path);
  if (!found) throw new HttpError(404, 'route-not-found', `There is no route ${path}; see /openapi.json`);
  if (request.method === 'OPTIONS') return preflight(found.route);
  const handler = handlerFor(found.route, request.method);
  return handler({ request, params: found.params, query });
}

export async function handleApiRequest(request: ApiRequest): Promise<ApiResponse> {
  try {
    return withCors(await answer(request));
  } catch (error) {
    return withCors(errorResponse(error));
  }
}
