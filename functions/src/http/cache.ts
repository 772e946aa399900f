// HTTP caching of the API's answers. Public reads may be kept by browsers and
// by Hosting's CDN (which then absorbs read traffic); answers that depend on
// who asks, writes and errors are never stored.
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export const CACHE_POLICIES = {
  /**
   * Lists and the most liked, for an unsigned request: a short while in any
   * cache, a little longer in shared ones (a signed one is never stored: app.ts).
   */
  'short-public': { cacheControl: 'public, max-age=30, s-maxage=60', etag: false },
  /**
   * One recipe (and the OpenAPI document): every cache may keep it but must ask
   * again each time with `If-None-Match` (`no-cache`), so an author sees an
   * edit at once; an unchanged one costs a `304 Not Modified` without a body.
   */
  revalidate: { cacheControl: 'public, no-cache', etag: true },
  /** Writes, errors, and answers for one signed-in caller. */
  'no-store': { cacheControl: 'no-store', etag: false },
} as const;

export type CachePolicy = keyof typeof CACHE_POLICIES;

/**
 * Cache-Control of an answer made for one signed-in caller on a route whose
 * answers are otherwise public (their own list, a list that marks their own
 * review): never stored anywhere.
 */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** A strong validator of the exact bytes of a body. */
export function entityTag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** Whether the client's `If-None-Match` already names this tag (weak comparison, as RFC 9110 asks for it). */
export function isNotModified(headers: IncomingHttpHeaders, etag: string): boolean {
  const header = headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => opaque(candidate) === opaque(etag));
}
