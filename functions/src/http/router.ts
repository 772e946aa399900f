// A tiny router: literal segments and `:name` parameters, one operation per
// method. It tells a missing route (404) from a wrong method (405). Each
// operation also describes itself (summary, parameters, body, answers, cache
// policy, rate limit): the OpenAPI document is generated from this table.
import type { z } from 'zod';
import type { RateLimitedAction } from '../rate-limits';
import type { CachePolicy } from './cache';
import { HttpError } from './errors';
import type { ApiRequest, ApiResponse } from './types';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

const isMethod = (method: string): method is Method => (METHODS as readonly string[]).includes(method);

export interface RouteContext {
  request: ApiRequest;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  /** The URL this request was made to, up to and without the route path: the base for links to other pages. */
  baseUrl: string;
  /**
   * Counts this call against the caller's allowance for the operation's
   * `rateLimit` (429 when it is spent). Handlers call it once the request is
   * known to be well-formed, right before they write: a rejected request costs nothing.
   */
  countWrite: () => Promise<void>;
}

type Handler = (context: RouteContext) => Promise<ApiResponse>;

/** Response headers an operation may send, documented once (openapi.ts). */
export type DocumentedHeader = 'X-Next-Cursor' | 'Link' | 'ETag';

export interface Operation {
  handler: Handler;
  /**
   * The operation's name in the OpenAPI document, camelCase (`listRecipes`):
   * generated clients name their methods after it, so it never changes once published.
   */
  operationId: string;
  summary: string;
  /** `bearer`: needs a token; `optional`: only for some parameters (described in the summary). */
  auth: 'none' | 'bearer' | 'optional';
  /** Query parameters (a zod object of strings), documented from the same schema that parses them. */
  query?: z.ZodObject;
  body?: z.ZodType;
  success: {
    status: number;
    description: string;
    schema: z.ZodType;
    /** The answer's media type when it is not JSON (`text/calendar`): then the only one. */
    mediaType?: string;
    /** The same answer in other media types a query parameter asks for (`?format=jsonld`), beside application/json. */
    otherMediaTypes?: Record<string, z.ZodType>;
    headers?: DocumentedHeader[];
    /** Another success status with the same body and headers (a PUT: 201 when it created, 200 when it replaced). */
    alternative?: { status: number; description: string };
  };
  /** Error statuses besides those the table implies (400/401/413/429). */
  errors?: number[];
  /** How a successful answer may be cached; anything else is never stored. */
  cache: CachePolicy;
  /** The write allowance the handler spends with `countWrite` (documented as a possible 429). */
  rateLimit?: RateLimitedAction;
}

export interface Route {
  pattern: string;
  operations: Partial<Record<Method, Operation>>;
}

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

export const route = (pattern: string, operations: Route['operations']): Route => ({ pattern, operations });

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const want = segments(pattern);
  const got = segments(path);
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = got[index] ?? '';
    if (part.startsWith(':')) {
      const decoded = decodeSegment(actual);
      if (decoded === undefined) return undefined;
      params[part.slice(1)] = decoded;
    } else if (part !== actual) {
      return undefined;
    }
  }
  return params;
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined; // a malformed %-escape matches no route
  }
}

export function matchRoute(routes: readonly Route[], path: string): RouteMatch | undefined {
  for (const candidate of routes) {
    const params = matchPattern(candidate.pattern, path);
    if (params) return { route: candidate, params };
  }
  return undefined;
}

/** Methods a route answers, as listed in `Allow` (HEAD rides on GET, OPTIONS is the CORS preflight). */
export function allowedMethods(found: Route): string[] {
  const methods: string[] = METHODS.filter((method) => found.operations[method]);
  if (found.operations.GET) methods.push('HEAD');
  return [...methods, 'OPTIONS'];
}

/** The operation for a method, or a 405 that names the allowed ones. */
export function operationFor(found: Route, method: string): Operation {
  const lookup = method === 'HEAD' ? 'GET' : method;
  const operation = isMethod(lookup) ? found.operations[lookup] : undefined;
  if (operation) return operation;
  const allow = allowedMethods(found).join(', ');
  throw new HttpError(405, 'method-not-allowed', `${method} is not allowed on ${found.pattern}; use ${allow}`, {
    Allow: allow,
  });
}
