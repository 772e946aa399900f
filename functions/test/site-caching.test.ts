// Cache-Control of everything the site answers through Hosting, beside the
// API's own (caching.test.ts): pages a visitor may get from the CDN for a
// minute but never from their browser's cache, a signed-in cook's pages kept
// nowhere, hashed assets immutable, and the service worker always revalidated.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PAGE_CDN_SECONDS, SESSION_COOKIE } from '@recipe-book/schema/page-caching';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ORIGIN } from './support/env';
import { createRecipe, deleteCreatedRecipes } from './support/recipes';
import { createUser, deleteCreatedUsers } from './support/users';

const VISITOR_PAGE = `public, max-age=0, s-maxage=${PAGE_CDN_SECONDS}`;
const SIGNED_IN_PAGE = 'private, no-store';
const ASSETS = fileURLToPath(new URL('../../web/dist/assets/', import.meta.url));

let recipeId: string;

beforeAll(async () => {
  recipeId = await createRecipe(await createUser());
});

afterAll(async () => {
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

async function cacheControlOf(path: string, headers: Record<string, string> = {}): Promise<[number, string | null]> {
  const response = await fetch(`${SITE_ORIGIN}${path}`, { headers, redirect: 'manual' });
  await response.arrayBuffer();
  return [response.status, response.headers.get('cache-control')];
}

describe('pages', () => {
  const pages = () => ['/', '/allRecipes?cuisine=Italian', `/recipes/${recipeId}`, '/blog/1', '/aboutUs', '/login'];

  it('lets the CDN keep a visitor’s page a minute, and makes the browser ask again on every visit', async () => {
    for (const path of pages()) expect(await cacheControlOf(path), path).toEqual([200, VISITOR_PAGE]);
    // A signed-in page is the app shell for everyone: the same policy.
    expect(await cacheControlOf('/myRecipes')).toEqual([200, VISITOR_PAGE]);
  });

  it('keeps a missing page as briefly, since the address may exist a moment later', async () => {
    for (const path of ['/recipes/no-such-recipe', '/blog/no-such-post', '/no/such/page']) {
      expect(await cacheControlOf(path), path).toEqual([404, VISITOR_PAGE]);
    }
  });

  it('stores no page for a signed-in cook (the session cookie), found or missing', async () => {
    const cookie = { cookie: `theme=dark; ${SESSION_COOKIE}=1` };
    for (const path of [...pages(), '/myRecipes']) {
      expect(await cacheControlOf(path, cookie), path).toEqual([200, SIGNED_IN_PAGE]);
    }
    expect(await cacheControlOf('/recipes/no-such-recipe', cookie)).toEqual([404, SIGNED_IN_PAGE]);
    // Another cookie of the same prefix is not the session.
    expect(await cacheControlOf('/', { cookie: `${SESSION_COOKIE}x=1` })).toEqual([200, VISITOR_PAGE]);
  });

  it('stores no refused method', async () => {
    const post = await fetch(`${SITE_ORIGIN}/allRecipes`, { method: 'POST' });
    expect([post.status, post.headers.get('cache-control')]).toEqual([405, 'no-store']);
  });
});

describe('built files', () => {
  it('keeps hashed scripts and styles for a year, unchanged', async () => {
    const files = readdirSync(ASSETS).filter((name) => /\.(js|css)$/.test(name));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files.slice(0, 3)) {
      expect(await cacheControlOf(`/assets/${name}`), name).toEqual([200, 'public, max-age=31536000, immutable']);
    }
  });

  it('keeps pictures a day, and always revalidates the service worker and the manifest', async () => {
    expect(await cacheControlOf('/images/placeholder-recipe.webp')).toEqual([200, 'public, max-age=86400']);
    expect(await cacheControlOf('/sw.js')).toEqual([200, 'no-cache']);
    expect(await cacheControlOf('/manifest.webmanifest')).toEqual([200, 'no-cache']);
  });

  it('keeps the sitemap an hour', async () => {
    expect(await cacheControlOf('/sitemap.xml')).toEqual([200, 'public, max-age=3600, s-maxage=3600']);
  });
});
