// The blog (teasers on Home, a post by its id, an unknown id) and the About
// page in real Chromium: texts, links, Back, titles and descriptions, axe and
// phone width.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../web/src/features/blog/posts';
import { TEAM } from '../web/src/features/about/team';
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

describe('blog', () => {
  it('Home shows the three posts as teasers: the first 120 characters and an ellipsis, each leading to its post', async () => {
    await page.goto('/');
    const blog = page.locator('section[aria-labelledby="blog-title"]');
    await blog.getByRole('heading', { name: 'From the Blog' }).waitFor();
    const teasers = blog.getByRole('link');
    expect(await teasers.count()).toBe(3);
    for (const [index, { id, title, description: text }] of BLOG_POSTS.entries()) {
      const teaser = teasers.nth(index);
      expect(await teaser.getAttribute('href')).toBe(`/blog/${id}`);
      expect(await teaser.getByRole('heading').innerText()).toBe(title);
      const shown = await teaser.locator('p').nth(1).innerText();
      // 120 characters (less a space the cut left at the end), then the ellipsis.
      expect(shown).toBe(`${text.slice(0, 120).trimEnd()}…`);
    }

    const second = post(1);
    await teasers.nth(1).click();
    await page.waitForURL((url) => url.pathname === `/blog/${second.id}`);
    await heading(second.title);
    await page.getByText(second.description, { exact: true }).waitFor();
    await page.getByText('February 3, 2025').waitFor();
    await page.getByText(`by ${second.author}`).waitFor();
    expect(await page.getByRole('article').locator('img').getAttribute('src')).toBe(second.image);
    expect(await brokenImages()).toEqual([]);
    expect(await page.title()).toBe(`${second.title} · Recipe Book blog`);
    expect(await description()).toBe(`${second.description.slice(0, 155).trimEnd()}…`);

    // Back returns to where the reader came from.
    await page.getByRole('button', { name: '← Back' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'From the Blog' }).waitFor();
  });

  it('opens a post from its link alone, and Back then goes home', async () => {
    const third = post(2);
    await page.goto(`/blog/${third.id}`);
    await heading(third.title);
    await page.getByText(third.description, { exact: true }).waitFor();
    await page.getByText(`by ${third.author}`).waitFor();
    await page.getByRole('button', { name: '← Back' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('says "No blog data found." for an unknown id, with a button home', async () => {
    await page.goto('/blog/no-such-post');
    await heading('No blog data found.');
    expect(await page.title()).toBe('Blog post not found · Recipe Book');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('about', () => {
  it('shows the mission and the three team members with name, role and picture', async () => {
    await page.goto('/aboutUs');
    await heading('About Recipe Book');
    await page.getByText(/^Our mission is simple: help every home cook put a good meal on the table\./).waitFor();
    const team = page.locator('section[aria-labelledby="team-title"]');
    await team.getByRole('heading', { name: 'Meet the team' }).waitFor();
    const members = team.getByRole('listitem');
    expect(await members.count()).toBe(3);
    for (const [index, member] of TEAM.entries()) {
      const item = members.nth(index);
      expect(await item.getByRole('heading').innerText()).toBe(member.name);
      await item.getByText(member.role, { exact: true }).waitFor();
      expect(await item.getByRole('img', { name: `Portrait of ${member.name}` }).getAttribute('src')).toBe(
        member.image,
      );
    }
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
