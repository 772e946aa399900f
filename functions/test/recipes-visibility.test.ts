// A recipe's visibility through the REST API (docs/rest-api.md#visibility):
// accepted on POST and PATCH (400 naming `visibility` for anything else) and
// returned; the public lists (GET /recipes, search, top-liked, the sitemap)
// hold public recipes only; a cook's own list holds all of theirs; another
// cook's private recipe is a 404 everywhere (the recipe, its reviews, a like,
// an edit), its author's token reads it; its page is a 404 and an unlisted
// recipe's page says noindex; the kept totals count public recipes only.
import { countedRecipePath } from '@recipe-book/schema/kept-totals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError } from './support/api';
import { SITE_ORIGIN } from './support/env';
import { db } from './support/firestore';
import {
  allPages,
  createRecipe,
  deleteCreatedRecipes,
  postRecipe,
  recipeBody,
  uniqueWord,
  type RecipeJson,
} from './support/recipes';
import { createUser, deleteCreatedUsers, type TestUser } from './support/users';

const WORD = uniqueWord('zqvisible');
// The first trigger run after a (re)load starts a function process: allow it time.
const TRIGGER_WAIT = { timeout: 60_000, interval: 500 };

let author: TestUser;
let stranger: TestUser;
const ids = { open: '', link: '', draft: '' };

const titlesOf = (pages: RecipeJson[][]) => pages.flat().map((recipe) => recipe.title);
const patch = (id: string, json: unknown, token = author.idToken) => call('PATCH', `/recipes/${id}`, { token, json });

beforeAll(async () => {
  [author, stranger] = await Promise.all([createUser(), createUser()]);
  ids.open = await createRecipe(author, { title: `${WORD} Open` });
  ids.link = await createRecipe(author, { title: `${WORD} Link`, visibility: 'unlisted' });
  ids.draft = await createRecipe(author, { title: `${WORD} Draft`, visibility: 'private' });
});

afterAll(async () => {
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

describe('visibility on writes', () => {
  it('a recipe sent without visibility is public, and every answer carries it', async () => {
    const { visibility: _left, ...body } = recipeBody({ title: `${WORD} Defaulted` });
    const id = await postRecipe(author, body);
    const result = await call<RecipeJson & { visibility: string }>('GET', `/recipes/${id}`);
    expect(result.body.visibility).toBe('public');
  });

  it.each([['secret'], ['Public'], [''], [true], [null]])('POST with visibility %j → 400 naming it', async (value) => {
    const error = await expectError(400, 'POST', '/recipes', {
      token: author.idToken,
      json: recipeBody({ title: `${WORD} Bad`, visibility: value }),
    });
    expect(error.message).toMatch(/visibility/i);
  });

  it('PATCH with a visibility that is not one of the three → 400 naming it', async () => {
    const error = await expectError(400, 'PATCH', `/recipes/${ids.open}`, {
      token: author.idToken,
      json: { visibility: 'friends' },
    });
    expect(error.message).toMatch(/visibility/i);
  });

  it('PATCH of another field keeps the visibility (no default slips in)', async () => {
    expect((await patch(ids.draft, { prepTime: 12 })).status).toBe(200);
    const own = await call<{ visibility: string; prepTime: number }>('GET', `/recipes/${ids.draft}`, {
      token: author.idToken,
    });
    expect(own.body).toMatchObject({ visibility: 'private', prepTime: 12 });
  });
});

describe('who reads a recipe', () => {
  it("another cook's private recipe is a 404, exactly as one that does not exist", async () => {
    const hidden = await expectError(404, 'GET', `/recipes/${ids.draft}`, { token: stranger.idToken });
    const missing = await expectError(404, 'GET', '/recipes/no-such-recipe-here', { token: stranger.idToken });
    expect(hidden.code).toBe(missing.code);
    expect(hidden.message.replace(ids.draft, 'ID')).toBe(missing.message.replace('no-such-recipe-here', 'ID'));
    await expectError(404, 'GET', `/recipes/${ids.draft}`);
    await expectError(404, 'GET', `/recipes/${ids.draft}?format=jsonld`);
  });

  it('its author reads it with their token, and no cache may keep that answer', async () => {
    const own = await call<{ visibility: string }>('GET', `/recipes/${ids.draft}`, { token: author.idToken });
    expect(own.status).toBe(200);
    expect(own.body.visibility).toBe('private');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
  });

  it('an unlisted recipe is read by anyone with its id', async () => {
    const result = await call<{ visibility: string }>('GET', `/recipes/${ids.link}`);
    expect(result.status).toBe(200);
    expect(result.body.visibility).toBe('unlisted');
  });

  it('another cook cannot like, review, edit or delete a private recipe: 404, never 403', async () => {
    await expectError(404, 'PATCH', `/recipes/details/${ids.draft}`, { token: stranger.idToken });
    await expectError(404, 'GET', `/recipes/${ids.draft}/reviews`);
    await expectError(404, 'PUT', `/recipes/${ids.draft}/reviews/me`, {
      token: stranger.idToken,
      json: { rating: 5, text: 'Found it' },
    });
    await expectError(404, 'PATCH', `/recipes/${ids.draft}`, { token: stranger.idToken, json: { prepTime: 9 } });
    await expectError(404, 'DELETE', `/recipes/${ids.draft}`, { token: stranger.idToken });
    // A public recipe of another cook is theirs to change: 403 as before.
    await expectError(403, 'PATCH', `/recipes/${ids.open}`, { token: stranger.idToken, json: { prepTime: 9 } });
  });
});

describe('which lists hold it', () => {
  it.each([
    ['a visitor', undefined],
    ['another cook', 'stranger'],
  ])('GET /recipes and its search list the public recipe only, for %s', async (_who, as) => {
    const titles = titlesOf(await allPages(`q=${WORD}`, as ? stranger.idToken : undefined));
    expect(titles).toContain(`${WORD} Open`);
    expect(titles).not.toContain(`${WORD} Link`);
    expect(titles).not.toContain(`${WORD} Draft`);
  });

  it("the cook's own list (?user= with their token) holds all of theirs", async () => {
    const titles = titlesOf(await allPages(`user=${encodeURIComponent(author.email)}`, author.idToken));
    expect(titles).toEqual(expect.arrayContaining([`${WORD} Open`, `${WORD} Link`, `${WORD} Draft`]));
  });

  it('?ids= reads the public ones of the recipes given, in their order, cacheable for visitors', async () => {
    const gone = await createRecipe(author, { title: `${WORD} Gone` });
    expect((await call('DELETE', `/recipes/${gone}`, { token: author.idToken })).status).toBe(200);
    const listed = [ids.draft, gone, ids.open, ids.link, 'no-such-recipe'];
    const path = `/recipes?ids=${listed.join(',')}`;
    const visitors = await call<RecipeJson[]>('GET', path);
    expect(visitors.status).toBe(200);
    expect(visitors.body.map((recipe) => recipe._id)).toEqual([ids.open]);
    expect(visitors.headers.get('cache-control')).toMatch(/^public/);
    // Not even the author's token reads their own private or unlisted recipes this way.
    const authors = await call<RecipeJson[]>('GET', path, { token: author.idToken });
    expect(authors.body.map((recipe) => recipe._id)).toEqual([ids.open]);
    const both = await call<RecipeJson[]>('GET', `/recipes?ids=${ids.open},${ids.open}`);
    expect(both.body.map((recipe) => recipe.title)).toEqual([`${WORD} Open`]);
  });

  it.each([
    ['another parameter beside it', 'ids=a,b&cuisine=Italian', /combines with no other parameter/],
    ['more than a page of ids', `ids=${Array.from({ length: 51 }, (_, i) => `r${i}`).join(',')}`, /at most 50/],
    ['an id no recipe can have', 'ids=good,bad%2Fid', /"bad\/id" is not a recipe id/],
  ])('?ids= with %s → 400 naming ids', async (_what, query, message) => {
    const error = await expectError(400, 'GET', `/recipes?${query}`);
    expect(error.message).toMatch(/^ids/);
    expect(error.message).toMatch(message);
  });

  it('top-liked lists public recipes only, however liked', async () => {
    // Liked by the author themselves (a like is anyone's), then made private: it stays out.
    const liked = await createRecipe(author, { title: `${WORD} Liked` });
    for (const user of [author, stranger]) {
      expect((await call('PATCH', `/recipes/details/${liked}`, { token: user.idToken })).status).toBe(200);
    }
    expect((await patch(liked, { visibility: 'private' })).status).toBe(200);
    const top = await call<RecipeJson[]>('GET', '/recipes/top/top-liked?limit=24');
    expect(top.status).toBe(200);
    expect(top.body.map((recipe) => recipe._id)).not.toContain(liked);
    expect(top.body.map((recipe) => recipe._id)).not.toContain(ids.draft);
    expect(top.body.map((recipe) => recipe._id)).not.toContain(ids.link);
  });
});

// The page function's first render after a (re)load starts a process: allow it time.
describe('the site', () => {
  const page = (id: string) => fetch(`${SITE_ORIGIN}/recipes/${id}`);

  it("a private recipe's page is the 404 page; an unlisted one's says noindex; a public one's does not", async () => {
    const [draft, link, open] = await Promise.all([page(ids.draft), page(ids.link), page(ids.open)]);
    expect(draft.status).toBe(404);
    expect(await draft.text()).not.toContain(`${WORD} Draft`);
    expect(link.status).toBe(200);
    expect(await link.text()).toMatch(/<meta name="robots" content="noindex"\/?>/);
    expect(open.status).toBe(200);
    expect(await open.text()).not.toContain('noindex');
  }, 120_000);

  it('the sitemap lists the public recipe, never the unlisted or private one', async () => {
    const sitemap = await (await fetch(`${SITE_ORIGIN}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/recipes/${ids.open}<`);
    expect(sitemap).not.toContain(`/recipes/${ids.link}<`);
    expect(sitemap).not.toContain(`/recipes/${ids.draft}<`);
  });

  it('the kept totals count the public recipe, and follow a change of visibility', async () => {
    const marker = (id: string) => db.doc(countedRecipePath(id)).get();
    await expect.poll(async () => (await marker(ids.open)).exists, TRIGGER_WAIT).toBe(true);
    expect((await marker(ids.draft)).exists).toBe(false);
    expect((await marker(ids.link)).exists).toBe(false);
    expect((await patch(ids.open, { visibility: 'private' })).status).toBe(200);
    await expect.poll(async () => (await marker(ids.open)).exists, TRIGGER_WAIT).toBe(false);
    expect((await patch(ids.open, { visibility: 'public' })).status).toBe(200);
    await expect.poll(async () => (await marker(ids.open)).exists, TRIGGER_WAIT).toBe(true);
  }, 150_000);
});
