// The /tokens routes (docs/rest-api.md#personal-access-tokens): a signed-in
// cook lists, creates and revokes the personal access tokens that let scripts
// act as them. Each needs an ID token: a personal access token may not mint more.
import { apiTokenCreatedSchema, apiTokenCreateSchema, apiTokenListSchema } from '@recipe-book/schema/api-token';
import { requireSignIn } from '../http/auth';
import { readJsonBody } from '../http/body';
import { route, type RouteContext } from '../http/router';
import { json } from '../http/types';
import { parseOrThrow } from '../http/validation';
import { createToken, listTokens, revokeToken } from './repository';
import { tokenDeleteResultSchema, type TokenDeleteResult } from './schemas';
import { toApiToken } from './serializer';

// GET /tokens — the caller's tokens, oldest first, without their secrets
async function listRoute({ request }: RouteContext) {
  const caller = await requireSignIn(request);
  return json(200, (await listTokens(caller.uid)).map(toApiToken));
}

// POST /tokens — a new token for the caller; its secret is in this answer only
async function createRoute({ request }: RouteContext) {
  const caller = await requireSignIn(request);
  const { name } = parseOrThrow(apiTokenCreateSchema, readJsonBody(request));
  return json(201, await createToken(caller.uid, name));
}

// DELETE /tokens/:tokenId — the caller revokes one of their tokens (idempotent)
async function deleteRoute({ request, params }: RouteContext) {
  const caller = await requireSignIn(request);
  const deleted = await revokeToken(caller.uid, params.tokenId ?? '');
  const result: TokenDeleteResult = { deletedCount: deleted ? 1 : 0 };
  return json(200, result);
}

export const tokenRoutes = [
  route('/tokens', {
    GET: {
      operationId: 'listApiTokens',
      handler: listRoute,
      summary: 'Your personal access tokens, oldest first: names and dates, never the secrets (needs an ID token)',
      auth: 'bearer',
      success: { status: 200, description: 'Your tokens', schema: apiTokenListSchema },
      cache: 'no-store',
    },
    POST: {
      operationId: 'createApiToken',
      handler: createRoute,
      summary: 'Create a personal access token; its secret is in this answer only (needs an ID token)',
      auth: 'bearer',
      body: apiTokenCreateSchema,
      success: { status: 201, description: 'Created: keep the secret now', schema: apiTokenCreatedSchema },
      errors: [409],
      cache: 'no-store',
    },
  }),
  route('/tokens/:tokenId', {
    DELETE: {
      operationId: 'revokeApiToken',
      handler: deleteRoute,
      summary: 'Revoke one of your personal access tokens, at once (idempotent; needs an ID token)',
      auth: 'bearer',
      success: { status: 200, description: 'Revoked, or there was none', schema: tokenDeleteResultSchema },
      cache: 'no-store',
    },
  }),
];
