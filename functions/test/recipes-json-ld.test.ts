// GET /recipes/{id}?format=jsonld over HTTP: the schema.org Recipe JSON-LD of
// the recipe page, equal to what the page's builder makes and to what the
// server-rendered page carries, cached like the JSON answer; a bad `format`,
// or `format=jsonld` with `servings`, is a 400 that names the parameter.
import type { Timestamp } from 'firebase-admin/firestore';
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_LD_REVIEWS } from '@recipe-book/schema/constants';
import { recipePath, REVIEWS } from '@recipe-book/schema/paths';
import type { StoredRecipe } from '@recipe-book/schema/recipe';
import { recipeJsonLd, type RecipeJsonLd } from '@recipe-book/schema/recipe-json-ld';
import type { StoredReview } from '@recipe-book/schema/review';
import { reviewFromStored } from '@recipe-book/schema/review-listing';
import { recipeFromStored } from '@recipe-book/schema/stored-recipe';
import { call, expectError } from './support/api';
import { HOSTING_API_URL, SITE_ORIGIN } from './support/env';
import { db } from './support/firestore';
import { createRecipe, deleteCreatedRecipes } from './support/recipes';
import { putReview } from './support/reviews';
import { createUser, createUsers, deleteCreatedUsers, type TestUser } from './support/users';
import { jsonLdRecipe } from '../src/import/json-ld';
import { recipeJsonLdSchema } from '../src/recipes/json-ld-schema';

const JSON_LD_TYPE = /^application\/ld\+json; charset=utf-8$/;

let author: TestUser;
/** Cooked, adapted from another site, reviewed by more cooks than the JSON-LD tells. */
let reviewed: string;
/** A salad as entered with no extras: no cooking, no source, no review. */
let plain: string;

beforeAll(async () => {
  author = await createUser({ displayName: 'Jess Jsonld' });
  const reviewers = await createUsers(JSON_LD_REVIEWS + 1);
  [reviewed, plain] = await Promise.all([
    createRecipe(author, { cookTime: 25, sourceUrl: 'https://example.com/soup', categories: ['Lunch', 'Vegan'] }),
    createRecipe(author, { cookTime: 0, categories: [] }),
  ]);
  // One after another, so that "newest first" is a clear order.
  for (const [index, reviewer] of reviewers.entries()) {
    const saved = await putReview(reviewed, reviewer, { rating: (index % 5) + 1, text: index ? `Nice ${index}` : '' });
    expect(saved.status).toBe(201);
  }
});

afterAll(async () => {
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

const jsonLdPath = (id: string) => `/recipes/${id}?format=jsonld`;

/** What the page's builder makes of the stored recipe and its newest reviews, read here straight from Firestore. */
async function builtByThePageBuilder(id: string): Promise<RecipeJsonLd> {
  const stored = (await db.doc(recipePath(id)).get()).data() as StoredRecipe<Timestamp>;
  const reviews = await db
    .collection(`${recipePath(id)}/${REVIEWS}`)
    .orderBy('createdAt', 'desc')
    .get();
  return recipeJsonLd(
    SITE_ORIGIN,
    recipeFromStored(id, stored),
    reviews.docs.map((doc) => reviewFromStored(doc.id, doc.data() as StoredReview<Timestamp>)),
  );
}

/** The Recipe JSON-LD in the HTML the site serves for the recipe page. */
async function jsonLdOfThePage(id: string) {
  const response = await fetch(`${SITE_ORIGIN}/recipes/${id}`);
  expect(response.status).toBe(200);
  return jsonLdRecipe(parseDocument(await response.text()));
}

describe('GET /recipes/{id}?format=jsonld', () => {
  it("answers the schema.org Recipe the page's builder makes, as application/ld+json", async () => {
    for (const id of [reviewed, plain]) {
      const answer = await call<RecipeJsonLd>('GET', jsonLdPath(id));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(JSON_LD_TYPE);
      expect(answer.body).toEqual(await builtByThePageBuilder(id));
      expect(recipeJsonLdSchema.strict().safeParse(answer.body).error).toBeUndefined();
    }
  });

  it('is what the recipe page itself carries, reviews and all', async () => {
    for (const id of [reviewed, plain]) {
      expect((await call('GET', jsonLdPath(id))).body).toEqual(await jsonLdOfThePage(id));
    }
  });

  it('tells the rating, the newest reviews, the cooking time and the source only where the recipe has them', async () => {
    const full = (await call<RecipeJsonLd>('GET', jsonLdPath(reviewed))).body;
    expect(full).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      '@id': `${SITE_ORIGIN}/recipes/${reviewed}`,
      author: { '@type': 'Person', name: 'Jess Jsonld' },
      image: [`${SITE_ORIGIN}/images/recipes/tomato-soup.webp`],
      recipeIngredient: ['water', 'salt'],
      recipeInstructions: [
        { '@type': 'HowToStep', position: 1, text: 'Boil the water.' },
        { '@type': 'HowToStep', position: 2, text: 'Add salt.' },
      ],
      cookTime: 'PT25M',
      totalTime: 'PT35M',
      recipeYield: '2 servings',
      recipeCategory: ['Lunch', 'Vegan'],
      isBasedOn: 'https://example.com/soup',
      aggregateRating: { ratingCount: JSON_LD_REVIEWS + 1 },
    });
    expect(full.review).toHaveLength(JSON_LD_REVIEWS);
    expect(full.review?.[0]?.reviewBody).toBe(`Nice ${JSON_LD_REVIEWS}`);

    const bare = (await call<RecipeJsonLd>('GET', jsonLdPath(plain))).body;
    for (const absent of ['cookTime', 'isBasedOn', 'aggregateRating', 'review', 'recipeCategory']) {
      expect(bare, absent).not.toHaveProperty(absent);
    }
  });

  it('is cached like the JSON answer: revalidated, with an ETag of its own and 304 while unchanged', async () => {
    const first = await call('GET', jsonLdPath(plain));
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await call('GET', `/recipes/${plain}`)).headers.get('etag')).not.toBe(etag);
    for (const method of ['GET', 'HEAD']) {
      const again = await call(method, jsonLdPath(plain), { headers: { 'if-none-match': etag } });
      expect(again.status, method).toBe(304);
      expect(again.body).toBeUndefined();
    }
    const edited = await call('PATCH', `/recipes/${plain}`, { token: author.idToken, json: { prepTime: 12 } });
    expect(edited.status).toBe(200);
    const changed = await call<RecipeJsonLd>('GET', jsonLdPath(plain), { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.body.prepTime).toBe('PT12M');
  });

  it('answers the same through the Hosting rewrite', async () => {
    const direct = await call('GET', jsonLdPath(reviewed));
    const viaSite = await call('GET', jsonLdPath(reviewed), { base: HOSTING_API_URL });
    expect(viaSite.headers.get('content-type')).toMatch(JSON_LD_TYPE);
    expect(viaSite.body).toEqual(direct.body);
  });

  it('keeps the JSON answer for format=json or an empty format, scaled with servings as before', async () => {
    for (const query of ['format=json', 'format=', 'format=json&servings=4']) {
      const answer = await call<{ _id: string }>('GET', `/recipes/${plain}?${query}`);
      expect(answer.status, query).toBe(200);
      expect(answer.headers.get('content-type'), query).toMatch(/^application\/json;/);
      expect(answer.body._id, query).toBe(plain);
    }
    const scaled = await call<{ scaledTo: number }>('GET', `/recipes/${plain}?format=json&servings=4`);
    expect(scaled.body.scaledTo).toBe(4);
  });

  it('refuses an unknown format, and servings beside format=jsonld, with a 400 naming the parameter', async () => {
    for (const format of ['xml', 'JSONLD', 'ld+json']) {
      const error = await expectError(400, 'GET', `/recipes/${plain}?format=${encodeURIComponent(format)}`);
      expect(error.code).toBe('invalid-parameter');
      expect(error.message).toBe('format: must be one of json, jsonld');
    }
    const combined = await expectError(400, 'GET', `/recipes/${plain}?format=jsonld&servings=6`);
    expect(combined.code).toBe('invalid-parameter');
    expect(combined.message).toMatch(/^servings: cannot be combined with format=jsonld/);
    // A missing recipe stays a JSON error.
    expect((await expectError(404, 'GET', jsonLdPath('no-such-recipe'))).code).toBe('recipe-not-found');
  });

  it('is described in the OpenAPI document: the format parameter and the application/ld+json answer', async () => {
    interface Parameter {
      name: string;
      schema: { enum?: string[]; default?: string };
    }
    const { body } = await call<{
      paths: Record<string, { get: { parameters: Parameter[]; responses: Record<string, { content: object }> } }>;
      components: { schemas: Record<string, { required?: string[] }> };
    }>('GET', '/openapi.json');
    const read = body.paths['/recipes/{id}']?.get;
    expect(read?.parameters.find((parameter) => parameter.name === 'format')?.schema).toMatchObject({
      enum: ['json', 'jsonld'],
      default: 'json',
    });
    expect(read?.responses['200']?.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/OneRecipe' } },
      'application/ld+json': { schema: { $ref: '#/components/schemas/RecipeJsonLd' } },
    });
    expect(body.components.schemas.RecipeJsonLd?.required).toEqual(
      expect.arrayContaining(['@context', '@type', 'name', 'recipeIngredient', 'recipeInstructions']),
    );
  });
});
