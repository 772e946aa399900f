// The REST API from a browser page on another origin, as an integrator's web
// client meets it: every answer, errors included, is readable by the page
// (CORS), preflights succeed on any path, and the paging headers are exposed.
// The page is served by a tiny server of this test on a port of its own; the
// API is called both on the function's URL and through the site's /api rewrite.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_BODY_BYTES } from '@recipe-book/schema/constants';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot, type Viewport } from './support/browser';

const FUNCTION_API = process.env.API_BASE_URL ?? 'http://127.0.0.1:5001/demo-recipes/us-central1/api';
// The site's rewrite of /api/** (the Hosting emulator), whatever E2E_BASE_URL serves the app from.
const SITE_API = process.env.HOSTING_API_URL ?? 'http://127.0.0.1:5000/api';

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Another origin</title>
<style>body{font:16px system-ui;margin:1rem}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ccc;padding:.25rem;text-align:left;white-space:nowrap}
td:first-child{white-space:normal;overflow-wrap:anywhere}</style></head>
<body><h1>A client on another origin</h1><table><thead><tr><th>call</th><th>status</th><th>error code</th></tr></thead>
<tbody id="log"></tbody></table></body></html>`;

/** What the page could read of an answer: a network error shows as status 0. */
interface Seen {
  status: number;
  code: string | null;
  headers: Record<string, string | null>;
  failed: string | null;
}

let server: Server;
let pageOrigin: string;
let browser: Browser;

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  pageOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

async function openPage(viewport: Viewport = DESKTOP): Promise<Page> {
  const context = await newContext(browser, viewport);
  const page = await context.newPage();
  await page.goto(pageOrigin);
  return page;
}

/** `fetch` run inside the page, so the browser's CORS checks apply. */
function fetchInPage(page: Page, url: string, init: RequestInit): Promise<Seen> {
  return page.evaluate(
    async ({ url, init }): Promise<Seen> => {
      try {
        const response = await fetch(url, init);
        const text = await response.text();
        const body = text ? (JSON.parse(text) as { error?: { code?: string } }) : {};
        const names = ['allow', 'link', 'x-next-cursor', 'etag', 'retry-after', 'content-type'];
        const headers = Object.fromEntries(names.map((name) => [name, response.headers.get(name)]));
        return { status: response.status, code: body.error?.code ?? null, headers, failed: null };
      } catch (error) {
        return { status: 0, code: null, headers: {}, failed: String(error) };
      }
    },
    { url, init },
  );
}

const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The page with a table of what it read, for the screenshots. */
function pageWithLog(rows: [string, Seen][]): string {
  const cells = rows.map(
    ([call, seen]) =>
      `<tr><td>${escape(call)}</td><td>${seen.status || 'blocked'}</td><td>${escape(seen.code ?? '')}</td></tr>`,
  );
  return PAGE.replace('<tbody id="log"></tbody>', `<tbody id="log">${cells.join('')}</tbody>`);
}

describe.each([
  ['the function URL', FUNCTION_API],
  ['the site /api rewrite', SITE_API],
])('a page on another origin calling %s', (_label, api) => {
  it('reads the JSON of 401, 404, 405 and 413 answers, preflighted or not', async () => {
    const page = await openPage();
    expect(new URL(page.url()).origin).not.toBe(new URL(api).origin);
    const json = { 'content-type': 'application/json' };

    const cases: [string, RequestInit, number, string][] = [
      // A simple GET: no preflight.
      ['/nothing-here', {}, 404, 'route-not-found'],
      ['/recipes/no-such-recipe', {}, 404, 'recipe-not-found'],
      // JSON bodies and Authorization headers make the browser ask first (a preflight).
      ['/recipes', { method: 'POST', headers: json, body: '{}' }, 401, 'unauthenticated'],
      [
        '/recipes',
        { method: 'POST', headers: { ...json, authorization: 'Bearer not-a-token' }, body: '{}' },
        401,
        'unauthenticated',
      ],
      ['/recipes', { method: 'PUT', headers: json, body: '{}' }, 405, 'method-not-allowed'],
      [
        '/recipes',
        { method: 'POST', headers: json, body: `"${'x'.repeat(MAX_BODY_BYTES + 10)}"` },
        413,
        'payload-too-large',
      ],
    ];
    for (const [path, init, status, code] of cases) {
      const seen = await fetchInPage(page, `${api}${path}`, init);
      expect(seen.failed, `${init.method ?? 'GET'} ${path}`).toBeNull();
      expect(seen.status, `${init.method ?? 'GET'} ${path}`).toBe(status);
      expect(seen.code).toBe(code);
      expect(seen.headers['content-type']).toMatch(/^application\/json/);
    }
    const wrongMethod = await fetchInPage(page, `${api}/recipes`, { method: 'PUT', headers: json, body: '{}' });
    expect(wrongMethod.headers.allow).toBe('GET, POST, HEAD, OPTIONS');
    await page.context().close();
  });

  it('gets through a preflight on unknown paths and for any method, then reads the 404', async () => {
    const page = await openPage();
    for (const method of ['GET', 'DELETE', 'PATCH']) {
      const seen = await fetchInPage(page, `${api}/no/such/route`, {
        method,
        headers: { authorization: 'Bearer anything', 'x-client-version': '2.1' },
      });
      expect(seen.failed, method).toBeNull();
      expect(seen.status, method).toBe(404);
      expect(seen.code).toBe('route-not-found');
    }
    await page.context().close();
  });

  it('reads the paging headers of a list and follows its Link', async () => {
    const page = await openPage();
    const list = await fetchInPage(page, `${api}/recipes?limit=2`, {});
    expect(list.status).toBe(200);
    expect(list.headers['x-next-cursor']).toBeTruthy();
    expect(list.headers.link).toBe(`<${api}/recipes?limit=2&cursor=${list.headers['x-next-cursor']}>; rel="next"`);
    const next = await fetchInPage(page, /^<([^>]+)>/.exec(list.headers.link ?? '')?.[1] ?? '', {});
    expect(next.status).toBe(200);
    await page.context().close();
  });
});

describe('what the page shows', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('a readable log of the calls at %s width', async (name, viewport) => {
    const page = await openPage(viewport);
    const calls: [string, string, RequestInit][] = [
      ['GET', `${FUNCTION_API}/nothing-here`, {}],
      ['PUT', `${SITE_API}/recipes`, { method: 'PUT', headers: { 'content-type': 'application/json' } }],
      ['GET', `${SITE_API}/recipes?limit=1`, {}],
    ];
    const rows: [string, Seen][] = [];
    for (const [method, url, init] of calls) rows.push([`${method} ${url}`, await fetchInPage(page, url, init)]);
    await page.setContent(pageWithLog(rows));
    await expect.poll(() => page.locator('#log tr').count()).toBe(calls.length);
    expect(rows.map(([, seen]) => seen.status)).toEqual([404, 405, 200]);
    await screenshot(page, `api-cross-origin-${name}`);
    await page.context().close();
  });
});
