// CORS for browser clients. The API authenticates with a Bearer token, never a
// cookie, so any origin may call it.
import { allowedMethods, type Route } from './router';
import type { ApiResponse } from './types';

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'X-Next-Cursor',
};

export function withCors(response: ApiResponse): ApiResponse {
  return { ...response, headers: { ...response.headers, ...CORS_HEADERS } };
}

/** The answer to an `OPTIONS` preflight on a known route. */
export function preflight(found: Route): ApiResponse {
  const methods = allowedMethods(found).join(', ');
  return {
    status: 204,
    headers: {
      Allow: methods,
      'Access-Control-Allow-Methods': methods,
      'Access-Control-Allow-Headers': 'Authorization, Content-Type',
      'Access-Control-Max-Age': '3600',
    },
  };
}
