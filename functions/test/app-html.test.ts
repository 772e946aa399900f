// The page functions' copy of shell.html (src/pages/app-html.ts): kept while
// fresh, then checked against the site's with If-None-Match, and replaced as
// soon as a new release changed it, so that it never names scripts that are gone.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { appHtml } from '../src/pages/app-html';

let html = '<html>release 1</html>';
let etag = '"r1"';
const seen: IncomingHttpHeaders[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.headers);
    if (request.url !== '/shell.html') return void response.writeHead(404).end();
    if (request.headers['if-none-match'] === etag) return void response.writeHead(304).end();
    response.writeHead(200, { etag, 'content-type': 'text/html' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('SITE_HTML_ORIGIN', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  server.close();
});

const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

it('fetches shell.html once, then keeps it for a few seconds', async () => {
  expect(await appHtml()).toBe('<html>release 1</html>');
  expect(await appHtml()).toBe('<html>release 1</html>');
  expect(seen).toHaveLength(1);
});

it('then asks whether it changed (a 304 keeps the copy) and takes a new release at once', async () => {
  later(11);
  expect(await appHtml()).toBe('<html>release 1</html>');
  expect(seen).toHaveLength(2);
  expect(seen[1]?.['if-none-match']).toBe('"r1"');

  html = '<html>release 2</html>';
  etag = '"r2"';
  later(11);
  expect(await appHtml()).toBe('<html>release 2</html>');
  expect(seen).toHaveLength(3);
});
