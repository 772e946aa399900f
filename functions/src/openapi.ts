// GET /openapi.json: an OpenAPI 3.1 document generated from the route table
// (paths, methods, summaries, auth, cache policies, rate limits) and from the
// zod schemas the handlers parse and answer with (z.toJSONSchema), so it
// cannot drift from what the function does.
import { z } from 'zod';
import { API_TOKEN_LIMITS, MAX_BODY_BYTES, MEAL_PLAN_LIMITS } from '@recipe-book/schema/constants';
import { importResultSchema } from '@recipe-book/schema/recipe-import';
import { apiTokenCreatedSchema, apiTokenCreateSchema, apiTokenSchema } from '@recipe-book/schema/api-token';
import { reviewInputSchema } from '@recipe-book/schema/review';
import { publicSiteOrigin } from './config';
import { cookResponseSchema } from './cooks/schemas';
import { CACHE_POLICIES } from './http/cache';
import { API_PREFIX } from './http/public-urls';
import { FETCH_LIMITS } from './import/fetch-page';
import { importRequestSchema } from './import/schemas';
import type { DocumentedHeader, Method, Operation, Route } from './http/router';
import { json } from './http/types';
import { RATE_LIMITS } from './rate-limits';
import { recipeJsonLdSchema } from './recipes/json-ld-schema';
import { recipeCreateRequestSchema, recipePatchRequestSchema } from './recipes/request-schemas';
import {
  deleteResultSchema,
  errorResponseSchema,
  insertResultSchema,
  likeResultSchema,
  oneRecipeResponseSchema,
  recipeResponseSchema,
  updateResultSchema,
} from './recipes/response-schemas';
import { reviewDeleteResultSchema, reviewResponseSchema, reviewSaveResultSchema } from './recipes/reviews/schemas';
import {
  feedKeyCreatedSchema,
  feedKeyStatusSchema,
  mealPlanCreateSchema,
  mealPlanDeleteResultSchema,
  mealPlanEntryResponseSchema,
  mealPlanPatchSchema,
  mealPlanShoppingResultSchema,
  mealPlanShoppingSchema,
} from './meal-plan/schemas';
import {
  householdCreateSchema,
  householdJoinSchema,
  householdPatchSchema,
  householdResponseSchema,
  inviteCreatedSchema,
  inviteRevokedSchema,
  memberRemovedSchema,
} from './household/schemas';
import {
  shoppingItemCreateSchema,
  shoppingItemDeleteResultSchema,
  shoppingItemPatchSchema,
  shoppingItemResponseSchema,
} from './shopping-list/schemas';
import { tokenDeleteResultSchema } from './tokens/schemas';
import {
  collectionCreateSchema,
  collectionPatchSchema,
  collectionResponseSchema,
  collectionSummarySchema,
} from './collections/schemas';

type Io = 'input' | 'output';

/** Schemas shown once under components and referred to by name. */
const COMPONENTS: [string, z.ZodType, Io][] = [
  ['Recipe', recipeResponseSchema, 'output'],
  ['OneRecipe', oneRecipeResponseSchema, 'output'],
  ['RecipeJsonLd', recipeJsonLdSchema, 'output'],
  ['RecipeCreate', recipeCreateRequestSchema, 'input'],
  ['RecipePatch', recipePatchRequestSchema, 'input'],
  ['InsertResult', insertResultSchema, 'output'],
  ['UpdateResult', updateResultSchema, 'output'],
  ['DeleteResult', deleteResultSchema, 'output'],
  ['LikeResult', likeResultSchema, 'output'],
  ['Review', reviewResponseSchema, 'output'],
  ['ReviewInput', reviewInputSchema, 'input'],
  ['ReviewSaveResult', reviewSaveResultSchema, 'output'],
  ['ReviewDeleteResult', reviewDeleteResultSchema, 'output'],
  ['Error', errorResponseSchema, 'output'],
  ['Cook', cookResponseSchema, 'output'],
  ['RecipeImport', importRequestSchema, 'input'],
  ['RecipeImportResult', importResultSchema, 'output'],
  ['ApiToken', apiTokenSchema, 'output'],
  ['ApiTokenCreate', apiTokenCreateSchema, 'input'],
  ['ApiTokenCreated', apiTokenCreatedSchema, 'output'],
  ['ApiTokenDeleteResult', tokenDeleteResultSchema, 'output'],
  ['MealPlanEntry', mealPlanEntryResponseSchema, 'output'],
  ['MealPlanEntryCreate', mealPlanCreateSchema, 'input'],
  ['MealPlanEntryPatch', mealPlanPatchSchema, 'input'],
  ['MealPlanDeleteResult', mealPlanDeleteResultSchema, 'output'],
  ['MealPlanShopping', mealPlanShoppingSchema, 'input'],
  ['MealPlanShoppingResult', mealPlanShoppingResultSchema, 'output'],
  ['MealPlanFeedKeyCreated', feedKeyCreatedSchema, 'output'],
  ['MealPlanFeedKeyStatus', feedKeyStatusSchema, 'output'],
  ['Household', householdResponseSchema, 'output'],
  ['HouseholdCreate', householdCreateSchema, 'input'],
  ['HouseholdPatch', householdPatchSchema, 'input'],
  ['HouseholdJoin', householdJoinSchema, 'input'],
  ['HouseholdInviteCreated', inviteCreatedSchema, 'output'],
  ['HouseholdInviteRevoked', inviteRevokedSchema, 'output'],
  ['HouseholdMemberRemoved', memberRemovedSchema, 'output'],
  ['ShoppingListItem', shoppingItemResponseSchema, 'output'],
  ['ShoppingListItemCreate', shoppingItemCreateSchema, 'input'],
  ['ShoppingListItemPatch', shoppingItemPatchSchema, 'input'],
  ['ShoppingListDeleteResult', shoppingItemDeleteResultSchema, 'output'],
  ['Collection', collectionResponseSchema, 'output'],
  ['CollectionSummary', collectionSummarySchema, 'output'],
  ['CollectionCreate', collectionCreateSchema, 'input'],
  ['CollectionPatch', collectionPatchSchema, 'input'],
];

const PATH_PARAMETERS: Record<string, string> = {
  id: 'The recipe id (`_id`)',
  tokenId: 'The token id (`id` in GET /tokens), not its secret',
  entryId: 'The meal plan entry id (`id` in GET /mealplan)',
  itemId: 'The shopping list item id (`id` in GET /shopping-list)',
  code: 'The invitation code (`code` in POST /household/invites)',
  uid: 'A member (`uid` in GET /household), or `me` to leave',
  collectionId: 'The collection id (`id` in GET /collections)',
  cookUid: "A cook's uid (a recipe's `ownerUid`)",
};

/** Each error status once, as a response under components; operations refer to them by name. */
const ERROR_RESPONSES: Record<number, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description:
      'Malformed JSON, or an invalid field or parameter (the message names it), or a link that may not be fetched',
  },
  401: {
    name: 'Unauthorized',
    description: 'Missing, invalid, expired or revoked ID token or personal access token, or a deleted account',
  },
  403: {
    name: 'Forbidden',
    description:
      'Not allowed: changing a recipe you did not write or a collection you did not make, reviewing a recipe ' +
      'you wrote, ?user= that is not your e-mail, ' +
      'a disabled account, or a personal access token where a sign-in (ID token) is needed',
  },
  404: {
    name: 'NotFound',
    description:
      "No such recipe, no such collection (or another cook's private one), no such cook, no such meal plan entry of yours, " +
      'or no calendar feed with this key',
  },
  409: {
    name: 'Conflict',
    description:
      'Your review was deleted by another of your requests while this one wrote it, ' +
      `or you already have ${API_TOKEN_LIMITS.maxPerAccount} personal access tokens, ` +
      `${MEAL_PLAN_LIMITS.maxEntries} meal plan entries, or a shopping list too full for what would be added`,
  },
  413: { name: 'PayloadTooLarge', description: `Body larger than ${MAX_BODY_BYTES / 1024} KiB` },
  422: {
    name: 'UnprocessableContent',
    description: 'The page holds no recipe we can read, or the link does not lead to a web page',
  },
  502: {
    name: 'BadGateway',
    description:
      'The recipe site failed: an error status, no answer, more than ' +
      `${FETCH_LIMITS.maxRedirects} redirects or a page over ${FETCH_LIMITS.maxBytes / (1024 * 1024)} MB`,
  },
  503: {
    name: 'ServiceUnavailable',
    description: 'The database cannot be reached right now; try again after the seconds in Retry-After',
  },
  504: {
    name: 'GatewayTimeout',
    description: `The recipe site did not send its page within ${FETCH_LIMITS.timeoutMs / 1000} s`,
  },
};

const HEADERS: Record<DocumentedHeader | 'Cache-Control' | 'Retry-After', string> = {
  'X-Next-Cursor': 'Present when another page may follow: pass it as `cursor`, with the same filters and sort',
  Link: 'RFC 8288: `<full URL of the next page>; rel="next"`, present exactly when X-Next-Cursor is',
  ETag: 'Validator of this answer: send it back in If-None-Match to get 304 Not Modified while unchanged',
  'Cache-Control': 'How long browsers and the CDN may keep this answer',
  'Retry-After': 'Seconds to wait before trying this call again',
};

/** JSON Schema 2020-12 (the dialect of OpenAPI 3.1) without the `$schema` line. */
function jsonSchema(schema: z.ZodType, io: Io): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io });
  return rest;
}

/** A component by reference, a list of one by reference, or the schema inline. */
function schemaOf(schema: z.ZodType, io: Io): Record<string, unknown> {
  const component = COMPONENTS.find(([, candidate]) => candidate === schema);
  if (component) return { $ref: `#/components/schemas/${component[0]}` };
  if (schema instanceof z.ZodArray) return { type: 'array', items: schemaOf(schema.element as z.ZodType, io) };
  return jsonSchema(schema, io);
}

const content = (schema: object) => ({ 'application/json': { schema } });
const header = (name: keyof typeof HEADERS, example?: string) => [
  name,
  { description: HEADERS[name], schema: { type: 'string', ...(example ? { example } : {}) } },
];

function queryParameters(query: z.ZodObject) {
  return Object.entries(query.shape).map(([name, schema]) => {
    const { description, ...rest } = jsonSchema(schema as z.ZodType, 'input');
    return { name, in: 'query', required: false, description, schema: rest };
  });
}

/** Every error status an operation may answer: those it declares and those the route table implies. */
function errorStatuses(operation: Operation): number[] {
  const statuses = new Set(operation.errors);
  if (operation.query || operation.body) statuses.add(400);
  // A disabled account is refused with 403 wherever a token is checked.
  if (operation.auth === 'bearer') [401, 403].forEach((status) => statuses.add(status));
  if (operation.body) statuses.add(413);
  if (operation.rateLimit) statuses.add(429);
  // Any call may find the database out of reach (http/errors.ts).
  statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

const errorBody = content({ $ref: '#/components/schemas/Error' });
const retryAfter = () => Object.fromEntries([header('Retry-After', '5')]);

function sharedErrorResponse(status: number) {
  const shared = ERROR_RESPONSES[status];
  if (!shared) throw new Error(`No shared response documents status ${status}: add it to ERROR_RESPONSES`);
  return shared;
}

function errorResponses(operation: Operation) {
  return errorStatuses(operation).map((status) => {
    const limit = status === 429 && operation.rateLimit ? RATE_LIMITS[operation.rateLimit] : undefined;
    if (!limit) return [status, { $ref: `#/components/responses/${sharedErrorResponse(status).name}` }];
    // 429 names the operation's own allowance, so it is written out where it applies.
    const description =
      `Too many writes: at most ${limit.max} ${limit.counts} per ${limit.per} for one account; ` +
      'wait the seconds in Retry-After';
    return [status, { description, content: errorBody, headers: retryAfter() }];
  });
}

/** The shared error responses the operations refer to, each once. */
function errorComponents(routes: readonly Route[]) {
  const used = new Set(routes.flatMap((route) => Object.values(route.operations).flatMap(errorStatuses)));
  return Object.fromEntries(
    [...used]
      .filter((status) => status !== 429)
      .sort((a, b) => a - b)
      .map((status) => {
        const { name, description } = sharedErrorResponse(status);
        const headers = status === 503 ? { headers: retryAfter() } : {};
        return [name, { description, content: errorBody, ...headers }];
      }),
  );
}

/** Who may call an operation: anyone (`[]`, so that no global default applies), a token, or either. */
const SECURITY: Record<Operation['auth'], Record<string, string[]>[]> = {
  none: [],
  bearer: [{ bearerAuth: [] }],
  optional: [{}, { bearerAuth: [] }],
};

function operationDocument(operation: Operation, method: Method) {
  const { success, cache } = operation;
  const policy = CACHE_POLICIES[cache];
  const successHeaders = [
    header('Cache-Control', policy.cacheControl),
    ...(success.headers ?? []).map((name) => header(name)),
  ];
  const notModified =
    policy.etag && method === 'GET'
      ? [[304, { description: 'Not Modified: If-None-Match named the current ETag' }]]
      : [];
  const successContent = {
    [success.mediaType ?? 'application/json']: { schema: schemaOf(success.schema, 'output') },
    ...Object.fromEntries(
      Object.entries(success.otherMediaTypes ?? {}).map(([type, schema]) => [
        type,
        { schema: schemaOf(schema, 'output') },
      ]),
    ),
  };
  // The success status, and the other one some operations answer with the same body (a PUT's 200 beside its 201).
  const successes = [success, ...(success.alternative ? [success.alternative] : [])].map(({ status, description }) => [
    status,
    { description, content: successContent, headers: Object.fromEntries(successHeaders) },
  ]);
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    security: SECURITY[operation.auth],
    ...(operation.query ? { parameters: queryParameters(operation.query) } : {}),
    ...(operation.body ? { requestBody: { required: true, content: content(schemaOf(operation.body, 'input')) } } : {}),
    responses: Object.fromEntries([...successes, ...notModified, ...errorResponses(operation)]),
  };
}

function pathItem(route: Route) {
  const names = [...route.pattern.matchAll(/:(\w+)/g)].map(([, name]) => name ?? '');
  const parameters = names.map((name) => ({
    name,
    in: 'path',
    required: true,
    description: PATH_PARAMETERS[name],
    schema: { type: 'string' },
  }));
  const operations = Object.entries(route.operations).map(([method, operation]) => [
    method.toLowerCase(),
    operationDocument(operation, method as Method),
  ]);
  return [
    route.pattern.replace(/:(\w+)/g, '{$1}'),
    Object.fromEntries([...(names.length ? [['parameters', parameters]] : []), ...operations]),
  ];
}

const DESCRIPTION = [
  'JSON in, JSON out. Mutating calls need `Authorization: Bearer <Firebase ID token>`, or a personal access token',
  '(`rbk_…`, made on the Settings page or with POST /tokens) in its place; the identity comes from the token',
  '(checked for revocation), never from the body. Errors are `{ "error": { "code", "message" } }`.',
  'Every answer, errors included, allows any origin (CORS; no cookies are used) and exposes X-Next-Cursor, Link,',
  'ETag, Retry-After and Allow; a preflight (OPTIONS) answers 204 on any path. HEAD works wherever GET does.',
  'A wrong method on a known path answers 405 with Allow, an unknown path 404. Image paths come back as',
  'absolute URLs on the site. Writes are limited per account (429 with Retry-After beyond the limit).',
].join(' ');

export function buildOpenApiDocument(routes: readonly Route[]) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Recipe Book REST API',
      version: '1.6.0',
      description: DESCRIPTION,
      contact: { name: 'Recipe Book', url: publicSiteOrigin() },
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [
      { url: `${publicSiteOrigin()}${API_PREFIX}`, description: 'Through the site (Hosting rewrites /api/**)' },
      { url: API_PREFIX, description: 'The same, relative to the site this document was read from' },
    ],
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'Firebase ID token or personal access token (rbk_…)',
        },
      },
      schemas: Object.fromEntries(COMPONENTS.map(([name, schema, io]) => [name, jsonSchema(schema, io)])),
      responses: errorComponents(routes),
    },
    paths: Object.fromEntries(routes.map(pathItem)),
  };
}

/** GET /openapi.json, described like every other operation; `routes` is read on first use. */
export function openApiOperation(routes: () => readonly Route[]): Operation {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  return {
    // GET /openapi.json — this API described as OpenAPI 3.1
    handler: async () => {
      document ??= buildOpenApiDocument(routes());
      return json(200, document);
    },
    operationId: 'getOpenApiDocument',
    summary: 'This document',
    auth: 'none',
    success: {
      status: 200,
      description: 'OpenAPI 3.1',
      schema: z.looseObject({ openapi: z.literal('3.1.0') }),
      headers: ['ETag'],
    },
    cache: 'revalidate',
  };
}
