// CORS for browser clients. The API authenticates with a Bearer token, never a
// cookie, so any origin may call it. Every answer carries these headers, errors
// and unknown paths included, and a preflight succeeds on any path and for any
// method: a browser on another origin then always gets to read the JSON answer
// (a 404 or 405 included) instead of a bare network error.
import type { IncomingHttpHeaders } from 'node:http';
import type { ApiResponse } from './types';

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'X-Next-Cursor, Link, ETag, Retry-After, Allow',
};

const PREFLIGHT_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const DEFAULT_REQUEST_HEADERS = 'Authorization, Content-Type, If-None-Match';
/** Chromium caps the preflight cache at two hours. */
const PREFLIGHT_MAX_AGE_SECONDS = 7200;

export function withCors(response: ApiResponse): ApiResponse {
  return { ...response, headers: { ...response.headers, ...CORS_HEADERS } };
}

/** The request headers a preflight asks for, when they are plain header names; else the ones clients need. */
function allowedRequestHeaders(headers: IncomingHttpHeaders): string {
  const asked = headers['access-control-request-headers']?.trim();
  return asked && /^[\w-]+(?:\s*,\s*[\w-]+)*$/.test(asked) ? asked : DEFAULT_REQUEST_HEADERS;
}

/** The answer to an `OPTIONS` preflight on any path; `allow` lists the methods of a known route. */
export function preflight(headers: IncomingHttpHeaders, allow: string | undefined): ApiResponse {
  return {
    status: 204,
    headers: {
      ...(allow ? { Allow: allow } : {}),
      'Access-Control-Allow-Methods': PREFLIGHT_METHODS,
      'Access-Control-Allow-Headers': allowedRequestHeaders(headers),
      'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
      // The allowed headers follow the request's, so caches must keep them apart.
      Vary: 'Access-Control-Request-Headers',
    },
  };
}
