// The headers that lead from one page of a list to the next, the same for
// every list of the API: the cursor in `X-Next-Cursor`, and the full URL of
// the next page in an RFC 8288 `Link: <…>; rel="next"` (on the base URL the
// client used, with its other query parameters kept).
import type { RouteContext } from './router';

/** `path` is the list's route path as requested, e.g. `/recipes` or `/recipes/abc/reviews`. */
export function nextPageHeaders(
  { baseUrl, query }: Pick<RouteContext, 'baseUrl' | 'query'>,
  path: string,
  cursor: string | undefined,
): Record<string, string> {
  if (cursor === undefined) return {};
  const next = new URLSearchParams(query);
  next.set('cursor', cursor);
  return { 'X-Next-Cursor': cursor, Link: `<${baseUrl}${path}?${next.toString()}>; rel="next"` };
}
