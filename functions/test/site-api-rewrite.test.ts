// The REST API through the site: Hosting rewrites /api/** to the function `api`
// (firebase.json), while /recipes/{id} on the site stays an app page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ORIGIN } from './support/env';
import { createRecipe, deleteCreatedRecipes } from './support/recipes';
import { createUser, deleteCreatedUsers } from './support/users';

let recipeId: string;

beforeAll(async () => {
  recipeId = await createRecipe(await createUser());
});

afterAll(async () => {
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

interface RecipeJson {
  _id: string;
  title: string;
  likeCount: number;
  likes: number;
}

async function getJson<Body>(path: string): Promise<{ status: number; body: Body }> {
  const response = await fetch(`${SITE_ORIGIN}${path}`);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: response.status, body: (await response.json()) as Body };
}

describe('the API at /api on the site', () => {
  it('answers top-liked, most liked first', async () => {
    const { status, body } = await getJson<RecipeJson[]>('/api/recipes/top/top-liked');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    const counts = body.map((recipe) => recipe.likeCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const recipe of body) expect(recipe.likes).toBe(recipe.likeCount);
  });

  it('serves one recipe, the same as the function URL would', async () => {
    const { body: top } = await getJson<RecipeJson[]>('/api/recipes/top/top-liked?limit=1');
    const first = top[0];
    if (!first) throw new Error('top-liked lists no recipe');
    const { status, body } = await getJson<RecipeJson>(`/api/recipes/${first._id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ _id: first._id, title: first.title });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const { status, body } = await getJson<{ error: { code: string } }>('/api/no-such-route');
    expect(status).toBe(404);
    expect(body.error.code).toBe('route-not-found');
  });

  it('leaves /recipes/{id} to the app: a page, not JSON (a real 404 page for an unknown id)', async () => {
    const known = await fetch(`${SITE_ORIGIN}/recipes/${recipeId}`);
    expect(known.status).toBe(200);
    expect(known.headers.get('content-type')).toMatch(/^text\/html/);
    const unknown = await fetch(`${SITE_ORIGIN}/recipes/no-such-recipe`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^text\/html/);
  });
});
