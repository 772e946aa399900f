// The HTTPS functions behind the site's own pages (Hosting rewrites in
// firebase.json): `pages` renders every page of the app on the server, and
// `sitemap` lists the public recipes and collections for crawlers.
import { gzipSync } from 'node:zlib';
import type { Response } from 'express';
import { logger } from 'firebase-functions';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { hasSessionCookie, pageCacheControl } from '@recipe-book/schema/page-caching';
import { adminRecipeReader } from './admin-recipe-reader';
import { pageRenderer } from './page-renderer';
import { siteOrigin } from './site-origin';
import { URLS_PER_FILE, countPages, partCount, sitemapIndexXml, sitemapRequest, urlsetXml } from './sitemap';

const READ_METHODS = new Set(['GET', 'HEAD']);
// Crawlers fetch sitemaps rarely; an hour in browsers and at the CDN spares Firestore reads.
const SITEMAP_CACHE = 'public, max-age=3600, s-maxage=3600';

/** Refuses anything but GET and HEAD; true when the request may go on. */
function readOnly(req: Request, res: Response): boolean {
  if (READ_METHODS.has(req.method)) return true;
  res
    .status(405)
    .set({ allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
    .send('Method Not Allowed');
  return false;
}

function failed(res: Response, error: unknown): void {
  logger.error('Page function failed', error);
  if (res.headersSent) res.end();
  else res.status(500).set({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).send('Error');
}

/** The page request as the Fetch `Request` the router's handler takes, at the site's public origin. */
function fetchRequest(req: Request): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  return new globalThis.Request(new URL(req.url, siteOrigin()), { method: req.method, headers });
}

/** Every page of the app: rendered by the app's own routes, compressed when the client accepts it. */
export const pages = onRequest({ cors: false }, async (req, res) => {
  if (!readOnly(req, res)) return;
  try {
    const renderer = await pageRenderer();
    const page = await renderer.render(fetchRequest(req), { recipes: adminRecipeReader, origin: siteOrigin() });
    res.status(page.status);
    page.headers.forEach((value, name) => res.set(name, value));
    // The page is the same for everyone; who may keep it is not (docs/caching.md).
    const signedIn = hasSessionCookie(req.get('cookie'));
    res.set({ 'cache-control': pageCacheControl(page.status, signedIn), vary: 'Accept-Encoding' });
    const body = Buffer.from(await page.arrayBuffer());
    // Compressed here: the page carries its loader data and a phone on a slow network waits for all of it.
    const gzip = /\bgzip\b/.test(req.get('accept-encoding') ?? '');
    if (gzip) res.set('content-encoding', 'gzip');
    if (req.method === 'HEAD') res.end();
    else res.end(gzip ? gzipSync(body) : body);
  } catch (error) {
    failed(res, error);
  }
});

/** Files past this many URLs are split; a smaller number can be set to see the split with little data. */
function urlsPerFile(): number {
  const configured = Number(process.env.SITEMAP_URLS_PER_FILE);
  return Number.isInteger(configured) && configured > 3 && configured <= URLS_PER_FILE ? configured : URLS_PER_FILE;
}
/** GET /sitemap.xml and /sitemaps/recipes-{n}.xml. */
export const sitemap = onRequest({ cors: false }, async (req, res) => {
  if (!readOnly(req, res)) return;
  try {
    const request = sitemapRequest(req.path);
    const perFile = urlsPerFile();
    const pages = request.kind === 'unknown' ? undefined : await countPages();
    const parts = pages ? partCount(pages.total, perFile) : 0;
    const part = request.kind === 'part' ? request.part : 1;
    if (request.kind === 'unknown' || part > parts || (request.kind === 'part' && parts === 1)) {
      res
        .status(404)
        .set({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
        .send('Not Found');
      return;
    }
    res.status(200).set({ 'content-type': 'application/xml; charset=utf-8', 'cache-control': SITEMAP_CACHE });
    if (req.method === 'HEAD') {
      res.end();
    } else if (request.kind === 'root' && parts > 1) {
      res.send(sitemapIndexXml(parts));
    } else {
      // Streamed: each batch of entries goes out as soon as Firestore returns it.
      for await (const chunk of urlsetXml(part, perFile, pages?.recipes ?? 0)) res.write(chunk);
      res.end();
    }
  } catch (error) {
    failed(res, error);
  }
});
