// How long the site's pages may be kept, and by whom: one policy, read by the
// page function (functions/src/pages/) and by the browser, which marks a
// signed-in cook with the cookie below (web/src/lib/session-hint.ts).
// docs/caching.md explains every answer's policy and why it is safe.

/**
 * The one cookie Firebase Hosting passes to a function, and part of its CDN's
 * cache key. The app sets it while someone is signed in on the device; its
 * value means nothing and proves nothing: it only takes the cook's requests
 * out of the shared cache.
 */
export const SESSION_COOKIE = '__session';

/** How many seconds Hosting's CDN may serve a page it kept before asking the function again. */
export const PAGE_CDN_SECONDS = 60;

/**
 * A page for a visitor: the browser asks again on every visit (`max-age=0`),
 * the CDN keeps it a minute. A signed-in cook's page is never stored, so their
 * own writes show on any way back to it.
 */
export function pageCacheControl(status: number, signedIn: boolean): string {
  if (status !== 200 && status !== 404) return 'no-store';
  return signedIn ? 'private, no-store' : `public, max-age=0, s-maxage=${PAGE_CDN_SECONDS}`;
}

/** Whether a `Cookie` request header carries the session cookie. */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}
