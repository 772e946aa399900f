// Paging the standard way: every list page that has a successor says so in
// X-Next-Cursor and in an RFC 8288 `Link: <full URL>; rel="next"`, and a
// cursor belongs to the query it was issued for: altered, or sent with other
// filters or another sort, it is refused with a 400 (never a 500, never another list).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError } from './support/api';
import { API_BASE_URL, HOSTING_API_URL } from './support/env';
import { createRecipe, deleteCreatedRecipes, uniqueWord, type RecipeJson } from './support/recipes';
import { createUser, deleteCreatedUsers, type TestUser } from './support/users';

const WORD = uniqueWord('zqpaging');
const COUNT = 5;
let author: TestUser;
let ids: string[];

beforeAll(async () => {
  author = await createUser();
  ids = [];
  // One after the other, so createdAt follows this order.
  for (let index = 0; index < COUNT; index += 1) {
    ids.push(await createRecipe(author, { title: `${WORD} Paging Pie ${index}`, cuisine: 'Italian' }));
  }
});

afterAll(async () => {
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

/** `<url>; rel="next"` → url. */
function nextLink(header: string | null): string | undefined {
  if (header === null) return undefined;
  const match = /^<([^>]+)>;\s*rel="next"$/.exec(header);
  expect(match, header).not.toBeNull();
  return match?.[1];
}

/** Follows the Link header from `url` until a page has none; returns the pages. */
async function walkLinks(url: string, token?: string): Promise<RecipeJson[][]> {
  const pages: RecipeJson[][] = [];
  let next: string | undefined = url;
  while (next) {
    const response = await fetch(next, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect(response.status).toBe(200);
    pages.push((await response.json()) as RecipeJson[]);
    const cursor = response.headers.get('x-next-cursor');
    next = nextLink(response.headers.get('link'));
    // Both headers or neither, and the link carries that very cursor.
    expect(next === undefined).toBe(cursor === null);
    if (next) expect(new URL(next).searchParams.get('cursor')).toBe(cursor);
    expect(pages.length).toBeLessThan(COUNT + 2);
  }
  return pages;
}

const idsOf = (pages: RecipeJson[][]) => pages.flat().map((recipe) => recipe._id);

describe('Link: rel="next"', () => {
  it('walks the whole list to its end on the function URL, keeping the filters', async () => {
    const pages = await walkLinks(`${API_BASE_URL}/recipes?q=${WORD}&cuisine=italian&limit=2`);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(idsOf(pages)).toEqual([...ids].reverse());
  });

  it('names the site URL when the list was read through the Hosting rewrite', async () => {
    const first = await fetch(`${HOSTING_API_URL}/recipes?q=${WORD}&limit=2&sort=prepTime`);
    const link = nextLink(first.headers.get('link')) ?? '';
    expect(link.startsWith(`${HOSTING_API_URL}/recipes?`)).toBe(true);
    expect(new URL(link).searchParams.get('sort')).toBe('prepTime');
    const pages = await walkLinks(`${HOSTING_API_URL}/recipes?q=${WORD}&limit=2&sort=prepTime`);
    expect(idsOf(pages).sort()).toEqual([...ids].sort());
  });

  it("walks a caller's own list with their token", async () => {
    const pages = await walkLinks(
      `${API_BASE_URL}/recipes?user=${encodeURIComponent(author.email)}&limit=3`,
      author.idToken,
    );
    expect(idsOf(pages)).toEqual([...ids].reverse());
  });

  it('is absent on the last page, and on a page that is all there is', async () => {
    const all = await call('GET', `/recipes?q=${WORD}&limit=${COUNT}`);
    expect(all.headers.get('link')).toBeNull();
    expect(all.headers.get('x-next-cursor')).toBeNull();
  });
});

describe('cursors belong to their query', () => {
  let cursor: string;

  beforeAll(async () => {
    const first = await call('GET', `/recipes?q=${WORD}&cuisine=Italian&limit=2`);
    cursor = first.headers.get('x-next-cursor') ?? '';
    expect(cursor).not.toBe('');
  });

  it('accepts the same query written differently, and another page size', async () => {
    const next = await call<RecipeJson[]>(
      'GET',
      `/recipes?q=${WORD.toUpperCase()}&cuisine=italian&limit=3&cursor=${cursor}`,
    );
    expect(next.status).toBe(200);
    expect(next.body.map((recipe) => recipe._id)).toEqual([...ids].reverse().slice(2, 5));
  });

  it('refuses it with other filters or another sort', async () => {
    for (const query of [
      `q=${WORD}&limit=2`,
      `q=${WORD}&cuisine=Mexican&limit=2`,
      `q=${WORD}+pie&cuisine=Italian&limit=2`,
      `cuisine=Italian&limit=2`,
      `q=${WORD}&cuisine=Italian&sort=-prepTime&limit=2`,
    ]) {
      const error = await expectError(400, 'GET', `/recipes?${query}&cursor=${cursor}`);
      expect(error.code, query).toBe('invalid-parameter');
      expect(error.message, query).toMatch(/^cursor: /);
    }
    const own = `user=${encodeURIComponent(author.email)}&q=${WORD}&cuisine=Italian&limit=2&cursor=${cursor}`;
    await expectError(400, 'GET', `/recipes?${own}`, { token: author.idToken });
  });

  it('refuses an altered cursor: another position, another signature, or pieces missing', async () => {
    const [payload = '', signature = ''] = cursor.split('.');
    const position = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { id: string };
    const moved = Buffer.from(JSON.stringify({ ...position, id: ids[0] })).toString('base64url');
    // The first character: the last one's two lowest bits are padding, which decoders ignore.
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    for (const altered of [`${moved}.${signature}`, `${payload}.${flipped}`, payload, `${payload}.`, `${cursor}.x`]) {
      const error = await expectError(400, 'GET', `/recipes?q=${WORD}&cuisine=Italian&limit=2&cursor=${altered}`);
      expect(error.message).toMatch(/^cursor: /);
    }
  });
});
