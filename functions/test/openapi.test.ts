// GET /openapi.json: a parseable OpenAPI 3.1 document whose schemas match the
// shared recipe schema, and real responses that match the documented shapes.
import {
  CATEGORIES,
  CUISINES,
  LIST_LIMIT,
  RECIPE_LIMITS,
  REVIEW_LIMITS,
  REVIEWS_LIMIT,
  TOP_LIKED_LIMIT,
} from '@recipe-book/schema/constants';
import { OPTIONAL_RECIPE_FIELDS, RECIPE_DOC_FIELDS, recipeFields } from '@recipe-book/schema/recipe';
import { reviewFields } from '@recipe-book/schema/review';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_POLICIES } from '../src/http/cache';
import { importRoutes } from '../src/import/routes';
import { RATE_LIMITS } from '../src/rate-limits';
import { listQuerySchema, oneRecipeQuerySchema } from '../src/recipes/list-options';
import { oneRecipeResponseSchema, recipeResponseSchema } from '../src/recipes/response-schemas';
import { reviewRoutes } from '../src/recipes/reviews/routes';
import { tokenRoutes } from '../src/tokens/routes';
import {
  reviewDeleteResultSchema,
  reviewListSchema,
  reviewSaveResultSchema,
  reviewsQuerySchema,
} from '../src/recipes/reviews/schemas';
import { recipeRoutes } from '../src/recipes/routes';
import { call } from './support/api';
import { SITE_ORIGIN } from './support/env';
import { createRecipe, deleteCreatedRecipes, getRecipe } from './support/recipes';
import { deleteReview, listReviews, putReview } from './support/reviews';
import { createUser, deleteCreatedUsers } from './support/users';

const isOptionalField = (field: string) => (OPTIONAL_RECIPE_FIELDS as readonly string[]).includes(field);

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: string[];
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  additionalProperties?: boolean;
}

interface Response {
  $ref?: string;
  description: string;
  headers?: Record<string, { schema: JsonSchema & { example?: string } }>;
}

interface Operation {
  operationId: string;
  parameters?: { name: string; schema: JsonSchema }[];
  security?: Record<string, unknown>[];
  responses: Record<string, Response>;
}

interface OpenApiDocument {
  openapi: string;
  info: { license?: { name: string; identifier?: string }; contact?: { name?: string; url?: string } };
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, Response & { content: Record<string, { schema: { $ref: string } }> }>;
  };
}

let doc: OpenApiDocument;
let text: string;

beforeAll(async () => {
  const result = await call<OpenApiDocument>('GET', '/openapi.json');
  expect(result.status).toBe(200);
  doc = result.body;
  text = JSON.stringify(doc);
});

afterAll(async () => {
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

/** Every operation of the document as `METHOD /path` with its object. */
const documentedOperations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => method !== 'parameters')
      .map(([method, operation]) => ({ where: `${method.toUpperCase()} ${path}`, operation })),
  );

const property = (schema: string, name: string) => doc.components.schemas[schema]?.properties?.[name] ?? {};

describe('GET /openapi.json', () => {
  it('is OpenAPI 3.1 with every route of the contract, and every $ref resolves', () => {
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => method !== 'parameters')
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      [
        'GET /recipes',
        'POST /recipes',
        'POST /recipes/import',
        'GET /recipes/top/top-liked',
        'GET /recipes/{id}',
        'PATCH /recipes/{id}',
        'DELETE /recipes/{id}',
        'PATCH /recipes/details/{id}',
        'DELETE /recipes/details/{id}/like',
        'GET /recipes/{id}/reviews',
        'PUT /recipes/{id}/reviews/me',
        'DELETE /recipes/{id}/reviews/me',
        'GET /cooks/{cookUid}',
        'GET /cooks/{cookUid}/recipes',
        'GET /foods',
        'GET /tokens',
        'POST /tokens',
        'DELETE /tokens/{tokenId}',
        'GET /mealplan',
        'POST /mealplan',
        'PATCH /mealplan/{entryId}',
        'DELETE /mealplan/{entryId}',
        'POST /mealplan/shopping-list',
        'GET /mealplan/feed-key',
        'POST /mealplan/feed-key',
        'GET /mealplan.ics',
        'GET /household',
        'POST /household',
        'PATCH /household',
        'POST /household/invites',
        'DELETE /household/invites/{code}',
        'POST /household/join',
        'DELETE /household/members/{uid}',
        'GET /shopping-list',
        'POST /shopping-list',
        'PATCH /shopping-list/{itemId}',
        'DELETE /shopping-list/{itemId}',
        'GET /pantry',
        'PUT /pantry',
        'GET /pantry/recipes',
        'GET /collections',
        'POST /collections',
        'GET /collections/{collectionId}',
        'PATCH /collections/{collectionId}',
        'DELETE /collections/{collectionId}',
        'GET /openapi.json',
      ].sort(),
    );
    for (const [, name] of text.matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)) {
      expect(doc.components.schemas, name).toHaveProperty(name as string);
    }
  });

  it('names every operation with a stable camelCase operationId, for generated clients', () => {
    const ids = Object.fromEntries(
      documentedOperations().map(({ where, operation }) => [where, operation.operationId]),
    );
    expect(ids).toEqual({
      'GET /recipes': 'listRecipes',
      'POST /recipes': 'createRecipe',
      'POST /recipes/import': 'importRecipe',
      'GET /recipes/top/top-liked': 'listTopLikedRecipes',
      'GET /recipes/{id}': 'getRecipe',
      'PATCH /recipes/{id}': 'updateRecipe',
      'DELETE /recipes/{id}': 'deleteRecipe',
      'PATCH /recipes/details/{id}': 'likeRecipe',
      'DELETE /recipes/details/{id}/like': 'unlikeRecipe',
      'GET /recipes/{id}/reviews': 'listReviews',
      'PUT /recipes/{id}/reviews/me': 'saveMyReview',
      'DELETE /recipes/{id}/reviews/me': 'deleteMyReview',
      'GET /cooks/{cookUid}': 'getCook',
      'GET /cooks/{cookUid}/recipes': 'listCookRecipes',
      'GET /foods': 'suggestFoods',
      'GET /tokens': 'listApiTokens',
      'POST /tokens': 'createApiToken',
      'DELETE /tokens/{tokenId}': 'revokeApiToken',
      'GET /mealplan': 'listMealPlan',
      'POST /mealplan': 'createMealPlanEntry',
      'PATCH /mealplan/{entryId}': 'updateMealPlanEntry',
      'DELETE /mealplan/{entryId}': 'deleteMealPlanEntry',
      'POST /mealplan/shopping-list': 'shopMealPlan',
      'GET /mealplan/feed-key': 'getMealPlanFeedKey',
      'POST /mealplan/feed-key': 'createMealPlanFeedKey',
      'GET /mealplan.ics': 'getMealPlanFeed',
      'GET /household': 'getHousehold',
      'POST /household': 'createHousehold',
      'PATCH /household': 'updateHousehold',
      'POST /household/invites': 'createHouseholdInvite',
      'DELETE /household/invites/{code}': 'revokeHouseholdInvite',
      'POST /household/join': 'joinHousehold',
      'DELETE /household/members/{uid}': 'removeHouseholdMember',
      'GET /shopping-list': 'listShoppingList',
      'POST /shopping-list': 'addShoppingListItem',
      'PATCH /shopping-list/{itemId}': 'updateShoppingListItem',
      'DELETE /shopping-list/{itemId}': 'deleteShoppingListItem',
      'GET /pantry': 'getPantry',
      'PUT /pantry': 'replacePantry',
      'GET /pantry/recipes': 'listPantryRecipes',
      'GET /collections': 'listCollections',
      'POST /collections': 'createCollection',
      'GET /collections/{collectionId}': 'getCollection',
      'PATCH /collections/{collectionId}': 'updateCollection',
      'DELETE /collections/{collectionId}': 'deleteCollection',
      'GET /openapi.json': 'getOpenApiDocument',
    });
  });

  it('has a license and a contact', () => {
    expect(doc.info.license).toEqual({ name: 'MIT', identifier: 'MIT' });
    expect(doc.info.contact?.name).toBe('Recipe Book');
    expect(doc.info.contact?.url).toBe(SITE_ORIGIN);
  });

  it('documents the 4xx answers of each operation with the shared Error responses', () => {
    const errors = (path: string, method: string) =>
      Object.keys(doc.paths[path]?.[method]?.responses ?? {}).filter((status) => /^4/.test(status));
    expect(errors('/recipes', 'get')).toEqual(['400', '401', '403']);
    expect(errors('/recipes', 'post')).toEqual(['400', '401', '403', '413', '429']);
    expect(errors('/recipes/import', 'post')).toEqual(['400', '401', '403', '413', '422', '429']);
    expect(errors('/recipes/top/top-liked', 'get')).toEqual(['400']);
    // A token is optional (a private recipe's author sends one), so a bad one is a 401.
    expect(errors('/recipes/{id}', 'get')).toEqual(['400', '401', '404']);
    expect(errors('/recipes/{id}', 'patch')).toEqual(['400', '401', '403', '404', '413', '429']);
    expect(errors('/recipes/{id}', 'delete')).toEqual(['401', '403', '404', '429']);
    expect(errors('/recipes/details/{id}', 'patch')).toEqual(['401', '403', '404', '429']);
    expect(errors('/recipes/details/{id}/like', 'delete')).toEqual(['401', '403', '404', '429']);
    expect(errors('/recipes/{id}/reviews', 'get')).toEqual(['400', '401', '403', '404']);
    expect(errors('/recipes/{id}/reviews/me', 'put')).toEqual(['400', '401', '403', '404', '409', '413', '429']);
    expect(errors('/recipes/{id}/reviews/me', 'delete')).toEqual(['401', '403', '404', '429']);
    expect(errors('/tokens', 'get')).toEqual(['401', '403']);
    expect(errors('/tokens', 'post')).toEqual(['400', '401', '403', '409', '413']);
    expect(errors('/tokens/{tokenId}', 'delete')).toEqual(['401', '403']);
    expect(errors('/mealplan', 'get')).toEqual(['400', '401', '403']);
    expect(errors('/mealplan', 'post')).toEqual(['400', '401', '403', '404', '409', '413', '429']);
    expect(errors('/mealplan/{entryId}', 'patch')).toEqual(['400', '401', '403', '404', '413', '429']);
    expect(errors('/mealplan/{entryId}', 'delete')).toEqual(['401', '403', '429']);
    expect(errors('/mealplan/shopping-list', 'post')).toEqual(['400', '401', '403', '404', '409', '413', '429']);
    expect(errors('/mealplan/feed-key', 'post')).toEqual(['401', '403', '429']);
    expect(errors('/mealplan.ics', 'get')).toEqual(['400', '404']);
    // It reads nothing a caller sends: no 4xx is its own (an unknown path or method is the router's 404/405).
    expect(errors('/openapi.json', 'get')).toEqual([]);

    for (const { where, operation } of documentedOperations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        // 429 states the operation's own allowance; every other error is a shared response.
        if (status === '429') expect(response.description, where).toMatch(/^Too many writes/);
        else expect(response.$ref, `${where} ${status}`).toMatch(/^#\/components\/responses\/\w+$/);
      }
    }
    for (const [name, response] of Object.entries(doc.components.responses)) {
      expect(response.content['application/json']?.schema, name).toEqual({ $ref: '#/components/schemas/Error' });
    }
    for (const [, name] of text.matchAll(/"\$ref":"#\/components\/responses\/(\w+)"/g)) {
      expect(doc.components.responses, name).toHaveProperty(name as string);
    }
  });

  it('describes the create body with the shared schema: fields, limits, enums', () => {
    const create = doc.components.schemas.RecipeCreate as JsonSchema;
    expect(Object.keys(create.properties ?? {}).sort()).toEqual(
      [...Object.keys(recipeFields), 'category', 'email', 'displayName', 'likeCount'].sort(),
    );
    expect(create.additionalProperties).toBe(false);
    // Older clients send no categories; servings, cook time and visibility start at the forms' defaults.
    expect(create.required?.sort()).toEqual(
      Object.keys(recipeFields)
        .filter((f) => !['categories', 'servings', 'cookTime', 'visibility'].includes(f) && !isOptionalField(f))
        .sort(),
    );
    expect(property('RecipeCreate', 'servings')).toMatchObject({
      type: 'integer',
      minimum: RECIPE_LIMITS.servings.min,
      maximum: RECIPE_LIMITS.servings.max,
      default: RECIPE_LIMITS.servings.default,
    });
    expect(property('RecipeCreate', 'cookTime')).toMatchObject({
      type: 'integer',
      minimum: RECIPE_LIMITS.cookTime.min,
      maximum: RECIPE_LIMITS.cookTime.max,
      default: RECIPE_LIMITS.cookTime.default,
    });
    expect(property('RecipeCreate', 'title')).toMatchObject({
      minLength: RECIPE_LIMITS.title.min,
      maxLength: RECIPE_LIMITS.title.max,
    });
    expect(property('RecipeCreate', 'image').maxLength).toBe(RECIPE_LIMITS.image.max);
    expect(property('RecipeCreate', 'ingredients').anyOf?.[0]).toMatchObject({
      minItems: RECIPE_LIMITS.ingredients.minItems,
      maxItems: RECIPE_LIMITS.ingredients.maxItems,
      items: { maxLength: RECIPE_LIMITS.ingredients.itemMax },
    });
    expect(property('RecipeCreate', 'ingredients').anyOf?.[1]).toMatchObject({ type: 'string' });
    expect(property('RecipeCreate', 'instructions').anyOf?.[0]?.items?.maxLength).toBe(
      RECIPE_LIMITS.instructions.itemMax,
    );
    expect(property('RecipeCreate', 'prepTime')).toMatchObject({
      type: 'integer',
      minimum: RECIPE_LIMITS.prepTime.min,
      maximum: RECIPE_LIMITS.prepTime.max,
    });
    expect(property('RecipeCreate', 'cuisine').enum).toEqual([...CUISINES]);
    expect(property('RecipeCreate', 'categories')).toMatchObject({
      maxItems: RECIPE_LIMITS.categories.maxItems,
      items: { enum: [...CATEGORIES] },
    });
    expect(doc.components.schemas.RecipePatch?.required ?? []).toEqual([]);
  });

  it('describes the returned recipe: the stored fields minus internal ones, plus _id, likes, the average and totalTime', () => {
    const returned = Object.keys(doc.components.schemas.Recipe?.properties ?? {}).sort();
    // ratingSum and starCounts stay internal: the API gives the average and the count.
    const stored = RECIPE_DOC_FIELDS.filter((field) => field !== 'ratingSum' && field !== 'starCounts');
    expect(returned).toEqual(
      [...stored, ...OPTIONAL_RECIPE_FIELDS, '_id', 'likes', 'ratingAverage', 'totalTime'].sort(),
    );
    expect(doc.components.schemas.Recipe?.required).toEqual(
      expect.arrayContaining(['servings', 'cookTime', 'totalTime']),
    );
    expect(property('Recipe', 'totalTime')).toMatchObject({
      type: 'integer',
      maximum: RECIPE_LIMITS.prepTime.max + RECIPE_LIMITS.cookTime.max,
    });
    expect(doc.components.schemas.Recipe?.required).toEqual(expect.arrayContaining(['ratingCount', 'ratingAverage']));
    expect(property('Recipe', 'ratingAverage').anyOf).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'number' }), { type: 'null' }]),
    );
  });

  it('describes reviews with the shared review schema, and without uid or e-mail', () => {
    expect(Object.keys(doc.components.schemas.ReviewInput?.properties ?? {}).sort()).toEqual(
      Object.keys(reviewFields).sort(),
    );
    expect(doc.components.schemas.ReviewInput?.additionalProperties).toBe(false);
    expect(property('ReviewInput', 'rating')).toMatchObject({
      type: 'integer',
      minimum: REVIEW_LIMITS.rating.min,
      maximum: REVIEW_LIMITS.rating.max,
    });
    expect(property('ReviewInput', 'text').maxLength).toBe(REVIEW_LIMITS.text.max);
    expect(Object.keys(doc.components.schemas.Review?.properties ?? {}).sort()).toEqual(
      ['displayName', 'rating', 'text', 'createdAt', 'updatedAt', 'mine'].sort(),
    );
    expect(doc.components.schemas.Review?.required).not.toContain('mine');
    const save = doc.paths['/recipes/{id}/reviews/me']?.put as Operation;
    expect(Object.keys(save.responses)).toEqual(expect.arrayContaining(['200', '201', '403', '404', '429']));
    const list = doc.paths['/recipes/{id}/reviews']?.get as Operation;
    expect(list.parameters?.map((parameter) => parameter.name)).toEqual(Object.keys(reviewsQuerySchema.shape));
    expect(list.parameters?.find((p) => p.name === 'limit')?.schema).toMatchObject({
      maximum: REVIEWS_LIMIT.max,
      default: REVIEWS_LIMIT.default,
    });
    expect(Object.keys(list.responses['200']?.headers ?? {}).sort()).toEqual([
      'Cache-Control',
      'Link',
      'X-Next-Cursor',
    ]);
  });

  it('documents the rating sort', () => {
    const sort = doc.paths['/recipes']?.get?.parameters?.find((p) => p.name === 'sort')?.schema;
    expect(sort?.enum).toContain('-rating');
  });

  it('documents the list limits from the shared constants', () => {
    const limit = (path: string) => doc.paths[path]?.get?.parameters?.find((p) => p.name === 'limit')?.schema;
    expect(limit('/recipes')).toMatchObject({ maximum: LIST_LIMIT.max, default: LIST_LIMIT.default });
    expect(limit('/recipes/top/top-liked')).toMatchObject({
      maximum: TOP_LIKED_LIMIT.max,
      default: TOP_LIKED_LIMIT.default,
    });
  });

  it('is generated from the route table: each operation with its auth, cache policy and rate limit', () => {
    for (const route of [...importRoutes, ...recipeRoutes, ...reviewRoutes, ...tokenRoutes]) {
      const item = doc.paths[route.pattern.replace(/:(\w+)/g, '{$1}')];
      expect(item, route.pattern).toBeDefined();
      for (const [method, operation] of Object.entries(route.operations)) {
        const documented = item?.[method.toLowerCase()] as Operation;
        const where = `${method} ${route.pattern}`;
        expect(documented, where).toBeDefined();
        expect(documented.operationId, where).toBe(operation.operationId);
        // Public operations say so (`security: []`); optional ones accept no token ({}) or one.
        expect(documented.security, where).toEqual(
          { none: [], bearer: [{ bearerAuth: [] }], optional: [{}, { bearerAuth: [] }] }[operation.auth],
        );
        const success = documented.responses[String(operation.success.status)];
        expect(success?.headers?.['Cache-Control']?.schema.example, where).toBe(
          CACHE_POLICIES[operation.cache].cacheControl,
        );
        const tooMany = documented.responses['429'];
        if (operation.rateLimit) {
          const { max, per } = RATE_LIMITS[operation.rateLimit];
          expect(tooMany?.description, where).toContain(`at most ${max} `);
          expect(tooMany?.description, where).toContain(`per ${per}`);
          expect(tooMany?.headers, where).toHaveProperty('Retry-After');
        } else {
          expect(tooMany, where).toBeUndefined();
        }
      }
    }
  });

  it('documents the list parameters from the schema that parses them, and the paging and caching headers', () => {
    const list = doc.paths['/recipes']?.get as Operation;
    expect(list.parameters?.map((parameter) => parameter.name)).toEqual(Object.keys(listQuerySchema.shape));
    expect(Object.keys(list.responses['200']?.headers ?? {}).sort()).toEqual([
      'Cache-Control',
      'Link',
      'X-Next-Cursor',
    ]);
    const one = doc.paths['/recipes/{id}']?.get as Operation;
    expect(one.responses['200']?.headers).toHaveProperty('ETag');
    expect(one.responses['304']?.description).toMatch(/Not Modified/);
    expect(one.parameters?.map((parameter) => parameter.name)).toEqual(Object.keys(oneRecipeQuerySchema.shape));
    expect(one.parameters?.[0]?.schema).toMatchObject({
      type: 'integer',
      minimum: RECIPE_LIMITS.servings.min,
      maximum: RECIPE_LIMITS.servings.max,
    });
    expect(one.responses['400']).toBeDefined();
    expect(doc.components.schemas.OneRecipe?.required).not.toContain('scaledTo');
    expect(property('OneRecipe', 'scaledTo')).toMatchObject({ type: 'integer' });
    expect(one.parameters?.find((parameter) => parameter.name === 'units')?.schema).toMatchObject({
      enum: ['metric', 'us'],
    });
    expect(property('OneRecipe', 'convertedTo')).toMatchObject({ enum: ['metric', 'us'] });
    expect(property('Recipe', 'image')).toMatchObject({ format: 'uri' });
    expect(Object.keys(property('LikeResult', 'modifiedCount'))).toContain('anyOf');
    expect(doc.components.schemas.LikeResult?.required).toEqual(
      expect.arrayContaining(['liked', 'likeCount', 'matchedCount', 'modifiedCount']),
    );
  });

  it('matches what the API really answers', async () => {
    const [user, reviewer] = await Promise.all([createUser(), createUser()]);
    const id = await createRecipe(user);
    expect(recipeResponseSchema.strict().safeParse(await getRecipe(id)).error).toBeUndefined();
    const scaled = await call('GET', `/recipes/${id}?servings=6`);
    expect(oneRecipeResponseSchema.strict().safeParse(scaled.body).error).toBeUndefined();

    const saved = await putReview(id, reviewer, { rating: 4, text: 'Good' });
    expect(reviewSaveResultSchema.strict().safeParse(saved.body).error).toBeUndefined();
    expect(recipeResponseSchema.strict().safeParse(await getRecipe(id)).error).toBeUndefined();
    for (const caller of [undefined, reviewer]) {
      expect(reviewListSchema.safeParse((await listReviews(id, '', caller)).body).error).toBeUndefined();
    }
    expect(reviewDeleteResultSchema.strict().safeParse((await deleteReview(id, reviewer)).body).error).toBeUndefined();
  });
});
