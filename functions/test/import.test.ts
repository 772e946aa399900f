// POST /recipes/import over HTTP: the function fetches pages this test serves
// on 127.0.0.1 (the emulator alone allows loopback, on any port) and answers
// with a draft, or with the JSON error each kind of failure deserves; it
// never stores anything and never answers bad input with a 500.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECIPES } from '@recipe-book/schema/paths';
import { FETCH_LIMITS } from '../src/import/fetch-page';
import { RATE_LIMITS, RATE_LIMITS_COLLECTION } from '../src/rate-limits';
import { call, expectError } from './support/api';
import { db } from './support/firestore';
import { deleteCreatedRecipes, getRecipe, rememberRecipe } from './support/recipes';
import { createUser, deleteCreatedUsers, type TestUser } from './support/users';
import { CARBONARA_DRAFT } from './unit/pages/carbonara-draft';

const fixture = (name: string) => readFileSync(new URL(`./unit/pages/${name}.html`, import.meta.url));
const HTML = 'text/html; charset=utf-8';

type Page = (request: http.IncomingMessage, response: http.ServerResponse) => void;

const send =
  (body: Buffer | string, headers: http.OutgoingHttpHeaders = { 'content-type': HTML }): Page =>
  (_request, response) =>
    response.writeHead(200, headers).end(body);
const redirect =
  (location: string, status = 302): Page =>
  (_request, response) =>
    response.writeHead(status, { location }).end();

const PAGES: Record<string, Page> = {
  '/carbonara': send(fixture('json-ld-single')),
  '/moved': redirect('/carbonara', 301),
  '/pancakes.gz': send(gzipSync(fixture('microdata')), { 'content-type': HTML, 'content-encoding': 'gzip' }),
  '/no-recipe': send(fixture('plain-page')),
  '/no-ingredients': send(fixture('recipe-without-ingredients')),
  '/photo.png': send(Buffer.from([0x89, 0x50, 0x4e, 0x47]), { 'content-type': 'image/png' }),
  '/huge': (_request, response) => {
    // Streamed without a Content-Length: the limit must hold while reading.
    response.writeHead(200, { 'content-type': HTML });
    const chunk = `<p>${'x'.repeat(64 * 1024)}</p>`;
    for (let sent = 0; sent <= FETCH_LIMITS.maxBytes; sent += chunk.length) response.write(chunk);
    response.end();
  },
  '/slow': (_request, response) => {
    const timer = setTimeout(() => send(fixture('json-ld-single'))(_request, response), FETCH_LIMITS.timeoutMs + 5000);
    response.on('close', () => clearTimeout(timer));
  },
  '/loop': redirect('/loop'),
  '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/'),
  '/to-private': redirect('http://10.0.0.1/recipe'),
  '/to-ftp': redirect('ftp://127.0.0.1/recipe'),
  '/broken': (_request, response) => response.writeHead(500, { 'content-type': HTML }).end('<h1>Oops</h1>'),
};

const hits: string[] = [];
const server = http.createServer((request, response) => {
  const path = request.url ?? '/';
  hits.push(path);
  (PAGES[path] ?? ((_r, res: http.ServerResponse) => res.writeHead(404).end()))(request, response);
});
let origin = '';
let cook: TestUser;
const counterPaths: string[] = [];

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cook = await createUser({ displayName: 'Imogen Importer' });
  counterPaths.push(`${RATE_LIMITS_COLLECTION}/${cook.uid}_importRecipe`);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await Promise.all(counterPaths.map((path) => db.doc(path).delete()));
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

interface ImportResult {
  draft: Record<string, unknown>;
  sourceUrl: string;
}

const importPage = (json: unknown, user: TestUser | undefined = cook) =>
  call<ImportResult>('POST', '/recipes/import', { token: user?.idToken, json });

describe('POST /recipes/import: a page with a recipe', () => {
  it('answers 200 with the draft and the page it came from, and stores nothing', async () => {
    const result = await importPage({ url: `${origin}/carbonara` });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toEqual({ draft: CARBONARA_DRAFT, sourceUrl: `${origin}/carbonara` });
    expect(result.headers.get('cache-control')).toBe('no-store');
    const stored = await db.collection(RECIPES).where('ownerUid', '==', cook.uid).get();
    expect(stored.size).toBe(0);
  });

  it('follows a redirect and keeps the address it ended at', async () => {
    const result = await importPage({ url: `  ${origin}/moved  ` });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.sourceUrl).toBe(`${origin}/carbonara`);
  });

  it('reads a compressed page marked up with microdata', async () => {
    const result = await importPage({ url: `${origin}/pancakes.gz` });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.draft).toMatchObject({ title: "Grandma's Pancakes", servings: 8, categories: ['Breakfast'] });
  });

  it('gives a draft that POST /recipes stores with its sourceUrl, and GET returns it', async () => {
    const { body } = await importPage({ url: `${origin}/carbonara` });
    const created = await call<{ insertedId: string }>('POST', '/recipes', {
      token: cook.idToken,
      json: { ...body.draft, sourceUrl: body.sourceUrl },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    rememberRecipe(created.body.insertedId);
    expect(await getRecipe(created.body.insertedId)).toMatchObject({ ...CARBONARA_DRAFT, sourceUrl: body.sourceUrl });
  });
});

describe('POST /recipes/import: what it refuses', () => {
  it.each([
    ['no url', {}],
    ['a url that is not text', { url: 42 }],
    ['an empty url', { url: '  ' }],
    ['a malformed url', { url: 'not a link' }],
    ['a url with a scheme and nothing else', { url: 'https://' }],
    ['an ftp url', { url: 'ftp://127.0.0.1/recipe' }],
    ['a javascript: url', { url: 'javascript:alert(1)' }],
    ['a url over 2048 characters', { url: `https://recipes.example/${'x'.repeat(2048)}` }],
    ['an unknown field', { url: 'https://recipes.example/', draft: true }],
  ])('%s → 400 invalid-field', async (_name, json) => {
    expect((await expectError(400, 'POST', '/recipes/import', { token: cook.idToken, json })).code).toBe(
      'invalid-field',
    );
  });

  it.each([
    ['a redirect to the cloud metadata service', '/to-metadata'],
    ['a redirect to a private address', '/to-private'],
    ['a redirect to ftp', '/to-ftp'],
  ])('%s → 400 refused-url', async (_name, path) => {
    const error = await expectError(400, 'POST', '/recipes/import', {
      token: cook.idToken,
      json: { url: `${origin}${path}` },
    });
    expect(error.code).toBe('refused-url');
  });

  it('a page without a recipe → 422 no-recipe', async () => {
    const error = await expectError(422, 'POST', '/recipes/import', {
      token: cook.idToken,
      json: { url: `${origin}/no-recipe` },
    });
    expect(error.code).toBe('no-recipe');
  });

  it('a recipe without ingredients → 422 that says so', async () => {
    const error = await expectError(422, 'POST', '/recipes/import', {
      token: cook.idToken,
      json: { url: `${origin}/no-ingredients` },
    });
    expect(error).toMatchObject({ code: 'incomplete-recipe', message: expect.stringContaining('ingredients') });
  });

  it('a link to an image → 422 not-a-web-page', async () => {
    const error = await expectError(422, 'POST', '/recipes/import', {
      token: cook.idToken,
      json: { url: `${origin}/photo.png` },
    });
    expect(error).toMatchObject({ code: 'not-a-web-page', message: expect.stringContaining('image/png') });
  });

  it.each([
    ['a page over 2 MB', '/huge', 'page-too-large'],
    ['a redirect loop', '/loop', 'too-many-redirects'],
    ['a site that answers 500', '/broken', 'source-failed'],
    ['a page that is not there', '/gone', 'source-failed'],
  ])('%s → 502 %s', async (_name, path, code) => {
    const error = await expectError(502, 'POST', '/recipes/import', {
      token: cook.idToken,
      json: { url: `${origin}${path}` },
    });
    expect(error.code).toBe(code);
  });

  it('follows at most 5 redirects of a loop', async () => {
    hits.length = 0;
    await importPage({ url: `${origin}/loop` });
    expect(hits.filter((path) => path === '/loop')).toHaveLength(FETCH_LIMITS.maxRedirects + 1);
  });

  it('a site that does not answer → 502 source-unreachable', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const error = await expectError(502, 'POST', '/recipes/import', {
      token: cook.idToken,
      json: { url: `http://127.0.0.1:${port}/recipe` },
    });
    expect(error.code).toBe('source-unreachable');
  });

  it('a site slower than 10 s → 504 source-timeout', async () => {
    const started = Date.now();
    const error = await expectError(504, 'POST', '/recipes/import', {
      token: cook.idToken,
      json: { url: `${origin}/slow` },
    });
    expect(error.code).toBe('source-timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(FETCH_LIMITS.timeoutMs);
  });

  it('without a token → 401, and the page is not fetched', async () => {
    hits.length = 0;
    const error = await expectError(401, 'POST', '/recipes/import', { json: { url: `${origin}/carbonara` } });
    expect(error.code).toBe('unauthenticated');
    expect(hits).toEqual([]);
  });

  it('beyond the hourly allowance → 429 with Retry-After, and the page is not fetched', async () => {
    const busy = await createUser();
    const path = `${RATE_LIMITS_COLLECTION}/${busy.uid}_importRecipe`;
    counterPaths.push(path);
    const { max, windowSeconds } = RATE_LIMITS.importRecipe;
    const now = Date.now();
    await db.doc(path).set({
      count: max,
      windowStart: Timestamp.fromMillis(now),
      expiresAt: Timestamp.fromMillis(now + windowSeconds * 1000),
    });
    hits.length = 0;
    const result = await importPage({ url: `${origin}/carbonara` }, busy);
    expect(result.status).toBe(429);
    expect(Number(result.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(hits).toEqual([]);
  });
});
