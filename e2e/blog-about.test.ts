// The blog and the About page in real Chromium, one visitor's journey from an
// unknown post: its own title, then About by the top bar (title, description,
// pictures that load), then Home, whose teaser opens its post (title,
// description, picture) and whose Back returns home. The blog's and About's
// pages load no carousel (Swiper is Home's alone). The teasers, a post's texts, Back without history, the
// unknown post's texts and About's mission and team are component tests
// (web/src/features/blog/components/*.test.tsx,
// web/src/features/about/components/about-page.test.tsx); axe, phone width and
// the screenshots of each page: routes.test.ts.
import { expect, it } from 'vitest';
import { BLOG_POSTS } from '../web/src/features/blog/posts';
import { browserSession, hydrated } from './support/browser';

const session = browserSession();

it('an unknown post, About and a teaser on Home to its post and Back, each with its head and pictures', async () => {
  const { page } = session;
  const heading = (name: string) => page.getByRole('heading', { level: 1, name }).waitFor();
  /** The route's own description (the last one in the head wins over the site-wide default). */
  const description = () =>
    page
      .locator('meta[name="description"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')))
      .then((contents) => contents.at(-1));
  /** Waits until every image in the page has loaded and reports those that failed. */
  const brokenImages = async (): Promise<string[]> => {
    await page.waitForFunction(`[...document.images].every((image) => image.complete)`);
    return page.evaluate(`[...document.images].filter((image) => image.naturalWidth === 0).map((image) => image.src)`);
  };
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  // Swiper belongs to Home alone (its chunk is named after the module that loads it).
  const swiperRequests = () => requested.filter((url) => url.includes('hero-swiper'));
  const nav = page.getByRole('navigation', { name: 'Main' });

  await page.goto('/blog/no-such-post');
  await heading('No blog data found.');
  await hydrated(page);
  expect(await page.title()).toBe('Blog post not found · Recipe Book');

  await nav.getByRole('link', { name: 'About' }).click();
  await page.waitForURL((url) => url.pathname === '/aboutUs');
  await heading('About Recipe Book');
  await page.locator('section[aria-labelledby="team-title"]').getByRole('listitem').first().waitFor();
  expect(await brokenImages()).toEqual([]);
  expect(await page.title()).toBe('About · Recipe Book');
  expect(await description()).toMatch(/^Recipe Book helps every home cook put a good meal on the table\./);
  expect(swiperRequests()).toEqual([]);

  await nav.getByRole('link', { name: 'Home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const blog = page.locator('section[aria-labelledby="blog-title"]');
  await blog.getByRole('heading', { name: 'From the Blog' }).waitFor();
  const second = BLOG_POSTS[1];
  if (!second) throw new Error('no second blog post');
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
