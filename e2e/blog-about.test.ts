// The blog (a teaser on Home to its post and Back, an unknown id) and the About
// page in real Chromium: navigation, titles and descriptions, pictures that
// load, axe and phone width.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../web/src/features/blog/posts';
import { seriousAccessibilityViolations } from './support/axe';
import { browserSession, DESKTOP, overflowsHorizontally, PHONE, screenshot } from './support/browser';

const session = browserSession();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

const heading = (name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

/** The route's own description (the last one in the head wins over the site-wide default). */
const description = () =>
  page
    .locator('meta[name="description"]')
    .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')))
    .then((contents) => contents.at(-1));

/** Waits until every image in the page has loaded and reports those that failed. */
async function brokenImages(): Promise<string[]> {
  await page.waitForFunction(`[...document.images].every((image) => image.complete)`);
  return page.evaluate(`[...document.images].filter((image) => image.naturalWidth === 0).map((image) => image.src)`);
}

const post = (index: number) => {
  const found = BLOG_POSTS[index];
  if (!found) throw new Error(`no blog post ${index}`);
  return found;
};

// The teasers, a post's texts, Back without history, the unknown post's texts and About's mission and
// team are component tests: web/src/features/blog/components/*.test.tsx, web/src/features/about/components/about-page.test.tsx.
describe('blog', () => {
  it('a teaser on Home opens its post, with its title, description and picture, and Back returns home', async () => {
    await page.goto('/');
    const blog = page.locator('section[aria-labelledby="blog-title"]');
    await blog.getByRole('heading', { name: 'From the Blog' }).waitFor();

    const second = post(1);
    await blog.getByRole('link').nth(1).click();
    await page.waitForURL((url) => url.pathname === `/blog/${second.id}`);
    await heading(second.title);
    expect(await brokenImages()).toEqual([]);
    expect(await page.title()).toBe(`${second.title} · Recipe Book blog`);
    expect(await description()).toBe(`${second.description.slice(0, 155).trimEnd()}…`);

    // Back returns to where the reader came from.
    await page.getByRole('button', { name: '← Back' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'From the Blog' }).waitFor();
  });

  it('titles an unknown post "Blog post not found"', async () => {
    await page.goto('/blog/no-such-post');
    await heading('No blog data found.');
    expect(await page.title()).toBe('Blog post not found · Recipe Book');
  });
});

describe('about', () => {
  it('has its title, description and pictures', async () => {
    await page.goto('/aboutUs');
    await heading('About Recipe Book');
    await page.locator('section[aria-labelledby="team-title"]').getByRole('listitem').first().waitFor();
    expect(await brokenImages()).toEqual([]);
    expect(await page.title()).toBe('About · Recipe Book');
    expect(await description()).toMatch(/^Recipe Book helps every home cook put a good meal on the table\./);
  });
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('at %s width', (label, viewport) => {
  it.each([
    ['/blog/1', 'blog-post', post(0).title],
    ['/blog/no-such-post', 'blog-missing', 'No blog data found.'],
    ['/aboutUs', 'about', 'About Recipe Book'],
  ])('%s passes axe with nothing serious, fits the screen and loads no carousel', async (path, name, title) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.setViewportSize(viewport);
    await page.goto(path);
    await heading(title);
    // Swiper belongs to Home alone (its chunk is named after the module that loads it).
    expect(requested.filter((url) => url.includes('hero-swiper'))).toEqual([]);
    await screenshot(page, `${name}-${label}`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await overflowsHorizontally(page)).toBe(false);
  });
});
