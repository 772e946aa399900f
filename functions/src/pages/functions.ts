// The HTTPS functions behind the site's own pages (Hosting rewrites in
// firebase.json): recipe pages with their head already in the HTML, All
// Recipes with its first page, and the sitemap.
import { gzipSync } from 'node:zlib';
import type { Response } from 'express';
import { logger } from 'firebase-functions';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { renderAllRecipesPage } from './all-recipes-page';
import { renderRecipePage, type PageResponse } from './recipe-page';
import { URLS_PER_FILE, countRecipes, partCount, sitemapIndexXml, sitemapRequest, urlsetXml } from './sitemap';

const READ_METHODS = new Set(['GET', 'HEAD']);
// Crawlers fetch sitemaps rarely; an hour in browsers and at the CDN spares Firestore reads.
const SITEMAP_CACHE = 'public, max-age=3600, s-maxage=3600';

/** Refuses anything but GET and HEAD; true when the request may go on. */
function readOnly(req: Request, res: Response): boolean {
  if (READ_METHODS.has(req.method)) return true;
  res.status(405).set({ allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).send('Method Not Allowed');
  return false;
}

function failed(res: Response, error: unknown): void {
  logger.error('Page function failed', error);
  if (res.headersSent) res.end();
  else res.status(500).set({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).send('Error');
}

/** Sends a rendered page of the app, compressed when the client accepts it. */
async function sendPage(req: Request, res: Response, render: () => Promise<PageResponse>): Promise<void> {
  if (!readOnly(req, res)) return;
  try {
    const page = await render();
    // Compressed here (about 50 kB to 12): the page carries the app's inline
    // stylesheet and its data, and a phone on a slow network waits for all of it.
    const gzip = /\bgzip\b/.test(req.get('accept-encoding') ?? '');
    res.status(page.status).set(page.headers);
    if (gzip) res.set('content-encoding', 'gzip');
    if (req.method === 'HEAD') res.end();
    else res.send(gzip ? gzipSync(page.body) : page.body);
  } catch (error) {
    failed(res, error);
  }
}

/** GET /recipes/{id}: the app's HTML with that recipe's title, description, preview tags and JSON-LD. */
export const recipePage = onRequest({ cors: false }, (req, res) =>
  sendPage(req, res, () => renderRecipePage(req.path)),
);

/** GET /allRecipes: the app's HTML with the page's head and, unfiltered, its first page of recipes. */
export const allRecipesPage = onRequest({ cors: false }, (req, res) =>
  sendPage(req, res, () => renderAllRecipesPage(req.query)),
);

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
    const parts = request.kind === 'unknown' ? 0 : partCount(await countRecipes(), perFile);
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
      for await (const chunk of urlsetXml(part, perFile)) res.write(chunk);
      res.end();
    }
  } catch (error) {
    failed(res, error);
  }
});
