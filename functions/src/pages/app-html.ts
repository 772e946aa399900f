// The SPA's built page frame (shell.html: top bar, footer, no page content;
// web/scripts/prerender-shell.ts makes it), as Hosting serves it. It is fetched from the
// site rather than bundled with the function: the HTML names the hashed
// script and style files of one particular build, and only the copy on
// Hosting is guaranteed to match the assets Hosting serves, whichever of
// `--only functions` and `--only hosting` was deployed last.
import { logger } from 'firebase-functions';
import { siteOrigin } from './site-origin';

/**
 * One copy per function instance, checked against Hosting's (a conditional
 * request, answered 304 while nothing changed) when older than a few
 * seconds: a copy kept by age alone would name the script files of a build
 * that a new release has already removed.
 */
const CHECK_AFTER_MS = 10 * 1000;
const FETCH_TIMEOUT_MS = 5000;

/** Used when the site cannot be reached: still a valid page whose link leads into the app. */
const FALLBACK_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Recipe Book</title>
  </head>
  <body>
    <main><p><a href="/">Open Recipe Book</a></p></main>
  </body>
</html>
`;

let cached: { html: string; etag: string | null; at: number } | undefined;

/** The origin that serves the HTML: the public one, unless the function must reach Hosting another way. */
function htmlOrigin(): string {
  return (process.env.SITE_HTML_ORIGIN || siteOrigin()).replace(/\/+$/, '');
}

export async function appHtml(): Promise<string> {
  if (cached && Date.now() - cached.at < CHECK_AFTER_MS) return cached.html;
  try {
    const response = await fetch(`${htmlOrigin()}/shell.html`, {
      headers: cached?.etag ? { 'if-none-match': cached.etag } : {},
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (response.status === 304 && cached) {
      cached.at = Date.now();
      return cached.html;
    }
    if (!response.ok) throw new Error(`GET /shell.html answered ${response.status}`);
    const html = await response.text();
    cached = { html, etag: response.headers.get('etag'), at: Date.now() };
    return html;
  } catch (error) {
    // A stale copy beats none; with no copy at all the fallback still carries the recipe's head.
    logger.warn('Could not fetch the app HTML from Hosting', error);
    return cached?.html ?? FALLBACK_HTML;
  }
}
