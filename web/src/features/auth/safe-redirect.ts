// The `redirect` search param of /login comes from the URL, so anyone can craft
// it: accept only a path on this site, never another origin (open redirect).

const BASE = 'https://recipe-book.invalid';
const AUTH_PAGES = new Set(['/login', '/register']);

export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  // `//evil.example`, `/\evil.example` and friends resolve to another origin.
  if (url.origin !== BASE || AUTH_PAGES.has(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
