// A tiny router: literal segments and `:name` parameters, one handler per
// method. It tells a missing route (404) from a wrong method (405).
import { HttpError } from './errors';
import type { ApiRequest, ApiResponse } from './types';

export const METHODS = ['GET', 'POST', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

const isMethod = (method: string): method is Method => (METHODS as readonly string[]).includes(method);

export interface RouteContext {
  request: ApiRequest;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
}

export type Handler = (context: RouteContext) => Promise<ApiResponse>;

export interface Route {
  pattern: string;
  handlers: Partial<Record<Method, Handler>>;
}

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

export const route = (pattern: string, handlers: Route['handlers']): Route => ({ pattern, handlers });

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
  const methods: string[] = METHODS.filter((method) => found.handlers[method]);
  if (found.handlers.GET) methods.push('HEAD');
  return [...methods, 'OPTIONS'];
}

/** The handler for a method, or a 405 that names the allowed ones. */
export function handlerFor(found: Route, method: string): Handler {
  const lookup = method === 'HEAD' ? 'GET' : method;
  const handler = isMethod(lookup) ? found.handlers[lookup] : undefined;
  if (handler) return handler;
  const allow = allowedMethods(found).join(', ');
  throw new HttpError(405, 'method-not-allowed', `${method} is not allowed on ${found.pattern}; use ${allow}`, {
    Allow: allow,
  });
}
