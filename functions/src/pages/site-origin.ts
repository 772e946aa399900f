// Where the site is published. Canonical URLs, Open Graph tags and the
// sitemap need absolute addresses, and behind Hosting the function cannot
// trust the Host header to be the public one. Set PUBLIC_SITE_ORIGIN in
// functions/.env.<project> for a deployment; the default is the Hosting emulator.
const DEFAULT_ORIGIN = 'http://127.0.0.1:5000';

/** The public origin without a trailing slash, e.g. `https://recipes.example.com`. */
export function siteOrigin(): string {
  return (process.env.PUBLIC_SITE_ORIGIN || DEFAULT_ORIGIN).replace(/\/+$/, '');
}
