// What crawlers and link previews read without running JavaScript: a recipe
// page's server-rendered head (the page function `pages` behind the Hosting
// rewrite), the 404 for an unknown id, robots.txt and the sitemap. Fetched as
// plain HTTP, then opened in Chromium with JavaScript off and on.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE_URL, cutOffFirestore, launchBrowser, newContext, PHONE, screenshot } from './support/browser';
import { createRecipeFor, deleteRecipe } from './support/firestore';

const RUN = randomUUID().slice(0, 6);
// `&`, quotes and `<` must come through escaped in HTML and JSON-LD alike.
const TITLE = `Tomato & "Basil" <Soup> ${RUN}`;
const INGREDIENTS = ['4 ripe tomatoes', 'A handful of basil', 'Salt'];
const OWNER = `seo-${RUN}`;

let recipeId = '';

beforeAll(async () => {
  recipeId = await createRecipeFor(OWNER, 'Sophie Seo', TITLE, {
    cuisine: 'Italian',
    prepTime: 90,
    cookTime: 0,
    ingredients: INGREDIENTS,
    instructions: ['Roast the tomatoes', 'Blend with basil and salt'],
    image: '/images/recipes/tomato-soup.webp',
  });
});

afterAll(async () => {
  if (recipeId) await deleteRecipe(recipeId);
});

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** The head of an HTML page as a crawler sees it: title, meta by name or property, canonical; and the page's JSON-LD, read wherever it sits. */
function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (key: string) => {
    const tag = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(head);
    return tag?.[1] === undefined ? undefined : decode(tag[1]);
  };
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decode(match[1] ?? ''));
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1];
  return { titles, meta, jsonLd, canonical: canonical && decode(canonical) };
}

describe('a recipe page without JavaScript', () => {
  test('carries the recipe’s title, description, canonical URL, preview tags and Recipe JSON-LD', async () => {
    const response = await fetch(`${BASE_URL}/recipes/${recipeId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const cache = response.headers.get('cache-control') ?? '';
    expect(cache).toMatch(/\bpublic\b/);
    expect(cache).toMatch(/\bs-maxage=\d+/);
    const html = await response.text();
    const head = readHead(html);

    expect(head.titles).toEqual([`${TITLE} | Recipe Book`]);
    const description = head.meta('description') ?? '';
    expect(description).toContain('Italian recipe by Sophie Seo, ready in 1 hour 30 minutes');
    expect(description).toContain('4 ripe tomatoes');
    // One description only: the root route's generic one is replaced, not repeated.
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(head.canonical).toMatch(new RegExp(`^https?://[^/]+/recipes/${recipeId}$`));
    expect(head.meta('og:url')).toBe(head.canonical);
    expect(head.meta('og:type')).toBe('article');
    expect(head.meta('og:title')).toBe(`${TITLE} | Recipe Book`);
    expect(head.meta('og:description')).toBe(description);
    expect(head.meta('og:image')).toMatch(/^https?:\/\/[^/]+\/images\/recipes\/tomato-soup\.webp$/);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:title')).toBe(`${TITLE} | Recipe Book`);

    expect(head.jsonLd).toHaveLength(1);
    expect(head.jsonLd[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: TITLE,
      url: head.canonical,
      author: { '@type': 'Person', name: 'Sophie Seo' },
      recipeCuisine: 'Italian',
      prepTime: 'PT1H30M',
      totalTime: 'PT1H30M',
      recipeIngredient: INGREDIENTS,
      recipeInstructions: [
        { '@type': 'HowToStep', position: 1, text: 'Roast the tomatoes' },
        { '@type': 'HowToStep', position: 2, text: 'Blend with basil and salt' },
      ],
      image: [head.meta('og:image')],
    });
    // A title with "<" cannot close the JSON-LD script early.
    expect(html).not.toContain('<Soup>');
    // Still the app: the script that hydrates it is there for the browser.
    expect(html).toMatch(/<script type="module"[^>]* src="\/assets\/entry-client-[^"]+\.js"/);
  });

  test('hands the app the recipe as loader data, compressed, so the page shows with Firestore unreachable', async () => {
    const response = await fetch(`${BASE_URL}/recipes/${recipeId}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const html = await response.text();
    // The loader data dehydrated by the router, without the backend's search index.
    expect(html).toContain(INGREDIENTS[1]);
    expect(html).not.toContain('searchTokens');

    const browser = await launchBrowser();
    try {
      const context = await newContext(browser, PHONE);
      // Every Firestore request fails: what the page shows can only come from the HTML.
      await cutOffFirestore(context);
      const page = await context.newPage();
      await page.goto(`/recipes/${recipeId}`);
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
      await page.getByText(INGREDIENTS[1] ?? '').waitFor();
      await context.close();
    } finally {
      await browser.close();
    }
  });

  test('an unknown id is a real 404 that still serves the app, titled "not found" and not indexed', async () => {
    const response = await fetch(`${BASE_URL}/recipes/no-such-recipe-${RUN}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    const head = readHead(html);
    expect(head.titles).toEqual(['Recipe not found · Recipe Book']);
    expect(head.meta('robots')).toBe('noindex');
    expect(head.canonical).toBeUndefined();
    expect(head.jsonLd).toEqual([]);
  });

  test('Chromium with JavaScript off sees the same head; with JavaScript on the app hydrates it', async () => {
    const browser = await launchBrowser();
    try {
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const still = await noScript.newPage();
      await still.goto(`${BASE_URL}/recipes/${recipeId}`);
      expect(await still.title()).toBe(`${TITLE} | Recipe Book`);
      const jsonLd = await still.locator('script[type="application/ld+json"]').textContent();
      expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'Recipe', name: TITLE });
      // The page is painted from the HTML alone, the recipe included.
      expect(await still.locator('main h1').textContent()).toBe(TITLE);
      await still
        .locator('main')
        .getByText(INGREDIENTS[1] ?? '')
        .waitFor();
      expect(await still.locator('main img').first().getAttribute('src')).toBe('/images/recipes/tomato-soup.webp');
      await still.locator('header').getByText('All Recipes').waitFor();
      await still.locator('footer').getByText('Recipe Book Ltd.', { exact: true }).waitFor();
      await noScript.close();

      const context = await newContext(browser, PHONE);
      const page = await context.newPage();
      await page.goto(`/recipes/${recipeId}`);
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
      await expect.poll(() => page.title()).toBe(`${TITLE} | Recipe Book`);
      await screenshot(page, 'seo-recipe-page-375');
      await context.close();
    } finally {
      await browser.close();
    }
  });
});

describe('robots.txt and the sitemap', () => {
  test('robots.txt is a real file that names the sitemap by its full address', async () => {
    const response = await fetch(`${BASE_URL}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml$/m);
  });

  test('sitemap.xml lists the home page and every recipe, ours with its last change', async () => {
    const response = await fetch(`${BASE_URL}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(locs.some((loc) => /^https?:\/\/[^/]+\/$/.test(loc))).toBe(true);
    const ours = new RegExp(`<url><loc>https?://[^/]+/recipes/${recipeId}</loc><lastmod>([^<]+)</lastmod></url>`);
    const lastmod = ours.exec(xml)?.[1];
    expect(lastmod).toBeDefined();
    expect(Date.now() - Date.parse(lastmod ?? '')).toBeLessThan(10 * 60 * 1000);
    // Every URL once.
    expect(new Set(locs).size).toBe(locs.length);
  });

  test('while everything fits in one file there is no second sitemap file', async () => {
    const response = await fetch(`${BASE_URL}/sitemaps/recipes-2.xml`);
    expect(response.status).toBe(404);
  });
});
