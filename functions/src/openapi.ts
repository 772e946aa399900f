// GET /openapi.json: an OpenAPI 3.1 document generated from the same zod
// schemas and constants the handlers use, so it cannot drift from the code.
import { z } from 'zod';
import { CUISINES, LIST_LIMIT, MAX_BODY_BYTES, TOP_LIKED_LIMIT } from '@recipe-book/schema/constants';
import { json } from './http/types';
import { DEFAULT_SORT, MAX_QUERY_LENGTH, SORT_NAMES } from './recipes/list-options';
import { SCAN_BUDGET } from './recipes/list-recipes';
import { recipeCreateRequestSchema, recipePatchRequestSchema } from './recipes/request-schemas';
import {
  deleteResultSchema,
  errorResponseSchema,
  insertResultSchema,
  likeResultSchema,
  recipeResponseSchema,
  updateResultSchema,
} from './recipes/response-schemas';

const FUNCTION_URL = 'http://127.0.0.1:5001/demo-recipes/us-central1/api';

/** JSON Schema 2020-12 (the dialect of OpenAPI 3.1) without the `$schema` line. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'output') {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io });
  return rest;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const content = (schema: object) => ({ 'application/json': { schema } });

const ERROR_MEANINGS: Record<number, string> = {
  400: 'Malformed JSON, or an invalid field or parameter (the message names it)',
  401: 'Missing, invalid or expired ID token',
  403: 'Not the author of the recipe (or ?user= is not your e-mail)',
  404: 'No such recipe',
  413: `Body larger than ${MAX_BODY_BYTES / 1024} KiB`,
};

function errors(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, { description: ERROR_MEANINGS[status], content: content(ref('Error')) }]),
  );
}

const ok = (description: string, schema: object, extra: object = {}) => ({
  description,
  content: content(schema),
  ...extra,
});

const queryParam = (name: string, description: string, schema: object) => ({ name, in: 'query', description, schema });
const idParam = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The recipe id (`_id`)',
  schema: { type: 'string' },
};
const bearer = [{ bearerAuth: [] }];

const recipeList = { type: 'array', items: ref('Recipe') };

const listParameters = [
  queryParam('limit', 'Recipes per page', {
    type: 'integer',
    minimum: 1,
    maximum: LIST_LIMIT.max,
    default: LIST_LIMIT.default,
  }),
  queryParam('cursor', 'The `X-Next-Cursor` of the previous page (same sort)', { type: 'string' }),
  queryParam('cuisine', 'Only this cuisine (case-insensitive)', { type: 'string', enum: [...CUISINES] }),
  queryParam(
    'q',
    'Title search, case-insensitive, whole words; every word must occur in the title. ' +
      `With several words a page reads at most ${SCAN_BUDGET} recipes, so it can hold fewer than \`limit\` ` +
      'and still have a next page: the list ends when no `X-Next-Cursor` comes back.',
    { type: 'string', maxLength: MAX_QUERY_LENGTH },
  ),
  queryParam('sort', 'Newest first (default), or by prep time ascending / descending', {
    type: 'string',
    enum: SORT_NAMES,
    default: DEFAULT_SORT,
  }),
  queryParam('user', "Only the caller's own recipes: needs a Bearer token whose e-mail is this one", {
    type: 'string',
  }),
];

function buildDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Recipe Book REST API',
      version: '1.0.0',
      description:
        'JSON in, JSON out. Mutating calls need `Authorization: Bearer <Firebase ID token>`; the identity comes ' +
        'from the token, never from the body. Errors are `{ "error": { "code", "message" } }`.',
    },
    servers: [
      { url: FUNCTION_URL, description: 'Functions emulator' },
      { url: '/api', description: 'Through the Hosting rewrite' },
    ],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' } },
      schemas: {
        Recipe: jsonSchema(recipeResponseSchema),
        RecipeCreate: jsonSchema(recipeCreateRequestSchema, 'input'),
        RecipePatch: jsonSchema(recipePatchRequestSchema, 'input'),
        InsertResult: jsonSchema(insertResultSchema),
        UpdateResult: jsonSchema(updateResultSchema),
        DeleteResult: jsonSchema(deleteResultSchema),
        LikeResult: jsonSchema(likeResultSchema),
        Error: jsonSchema(errorResponseSchema),
      },
    },
    paths: {
      '/recipes': {
        get: {
          summary: 'List recipes, one page at a time',
          parameters: listParameters,
          responses: {
            200: ok('A page of recipes', recipeList, {
              headers: {
                'X-Next-Cursor': { description: 'Present when another page may follow', schema: { type: 'string' } },
              },
            }),
            ...errors(400, 401, 403),
          },
        },
        post: {
          summary: 'Add a recipe (the caller is its author)',
          security: bearer,
          requestBody: { required: true, content: content(ref('RecipeCreate')) },
          responses: { 201: ok('Created', ref('InsertResult')), ...errors(400, 401, 413) },
        },
      },
      '/recipes/top/top-liked': {
        get: {
          summary: 'The most liked recipes, likeCount descending',
          parameters: [
            queryParam('limit', 'How many', {
              type: 'integer',
              minimum: 1,
              maximum: TOP_LIKED_LIMIT.max,
              default: TOP_LIKED_LIMIT.default,
            }),
          ],
          responses: { 200: ok('Recipes', recipeList), ...errors(400) },
        },
      },
      '/recipes/{id}': {
        parameters: [idParam],
        get: { summary: 'One recipe', responses: { 200: ok('The recipe', ref('Recipe')), ...errors(404) } },
        patch: {
          summary: "Edit a recipe's content (author only)",
          security: bearer,
          requestBody: { required: true, content: content(ref('RecipePatch')) },
          responses: { 200: ok('Updated', ref('UpdateResult')), ...errors(400, 401, 403, 404, 413) },
        },
        delete: {
          summary: 'Delete a recipe with its likes and the wishlist entries for it (author only)',
          security: bearer,
          responses: { 200: ok('Deleted', ref('DeleteResult')), ...errors(401, 403, 404) },
        },
      },
      '/recipes/details/{id}': {
        parameters: [idParam],
        patch: {
          summary: 'Like a recipe (idempotent: one like per user)',
          security: bearer,
          responses: { 200: ok('Liked', ref('LikeResult')), ...errors(401, 404) },
        },
      },
      '/recipes/details/{id}/like': {
        parameters: [idParam],
        delete: {
          summary: 'Take back your like (idempotent)',
          security: bearer,
          responses: { 200: ok('Not liked', ref('LikeResult')), ...errors(401, 404) },
        },
      },
      '/openapi.json': {
        get: { summary: 'This document', responses: { 200: ok('OpenAPI 3.1', { type: 'object' }) } },
      },
    },
  };
}

let document: ReturnType<typeof buildDocument> | undefined;

// GET /openapi.json — this API described as OpenAPI 3.1
export async function openApiRoute() {
  document ??= buildDocument();
  return json(200, document);
}
