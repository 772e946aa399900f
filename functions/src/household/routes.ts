// The /household routes (docs/rest-api.md#households): create a household,
// read it, rename it or hand it over, invite with a link, join with one,
// leave, and remove a member. Membership changes go through transactions that
// keep `memberUids`, `ownerUid` and each member's `users/{uid}.householdId` in
// step. Each needs an ID token or a personal access token.
import { publicSiteOrigin } from '../config';
import { db } from '../firebase';
import { requireAuthor, requireUser } from '../http/auth';
import { readJsonBody } from '../http/body';
import { PRIVATE_CACHE_CONTROL } from '../http/cache';
import { route, type RouteContext } from '../http/router';
import { json } from '../http/types';
import { parseOrThrow } from '../http/validation';
import { createHousehold } from './create';
import { createInvite, revokeInvite } from './invites';
import { joinHousehold } from './join';
import { removeMember } from './leave';
import { requireMembership } from './membership';
import {
  householdCreateSchema,
  householdJoinSchema,
  householdPatchSchema,
  householdResponseSchema,
  inviteCreatedSchema,
  inviteRevokedSchema,
  memberRemovedSchema,
  type InviteRevoked,
} from './schemas';
import { updateHousehold } from './update';
import { householdView } from './view';

// GET /household — the caller's household and its members by their public names
async function getRoute({ request }: RouteContext) {
  const caller = await requireUser(request);
  const { id, household } = await db.runTransaction((transaction) => requireMembership(transaction, caller.uid), {
    readOnly: true,
  });
  return json(200, await householdView(id, household), { 'Cache-Control': PRIVATE_CACHE_CONTROL });
}

// POST /household — a new household of one, owned by the caller, with their plan and list
async function createRoute({ request, countWrite }: RouteContext) {
  const caller = await requireAuthor(request);
  const { name } = parseOrThrow(householdCreateSchema, readJsonBody(request));
  await countWrite();
  const { id, household } = await createHousehold(caller.uid, name, caller);
  return json(201, await householdView(id, household));
}

// PATCH /household — the owner renames it or hands it over
async function updateRoute({ request, countWrite }: RouteContext) {
  const caller = await requireUser(request);
  const patch = parseOrThrow(householdPatchSchema, readJsonBody(request));
  await countWrite();
  const { id, household } = await updateHousehold(caller.uid, patch);
  return json(200, await householdView(id, household));
}

// POST /household/invites — a new invitation link (the code is in this answer only)
async function inviteRoute({ request, countWrite }: RouteContext) {
  const caller = await requireUser(request);
  await countWrite();
  return json(201, await createInvite(caller.uid, publicSiteOrigin()));
}

// DELETE /household/invites/:code — revoke an invitation (idempotent)
async function revokeRoute({ request, params, countWrite }: RouteContext) {
  const caller = await requireUser(request);
  await countWrite();
  const result: InviteRevoked = { revoked: await revokeInvite(caller.uid, params.code ?? '') };
  return json(200, result);
}

// POST /household/join — join with an invitation's code, bringing one's plan and list
async function joinRoute({ request, countWrite }: RouteContext) {
  const caller = await requireAuthor(request);
  const { code } = parseOrThrow(householdJoinSchema, readJsonBody(request));
  await countWrite();
  const { id, household } = await joinHousehold(caller.uid, code, caller);
  return json(200, await householdView(id, household));
}

// DELETE /household/members/:uid — leave (`me`), or the owner removes a member
async function removeRoute({ request, params, countWrite }: RouteContext) {
  const caller = await requireUser(request);
  await countWrite();
  const member = params.uid === 'me' ? caller.uid : (params.uid ?? '');
  return json(200, await removeMember(caller.uid, member));
}

const BEARER = 'ID token or personal access token';

export const householdRoutes = [
  route('/household', {
    GET: {
      operationId: 'getHousehold',
      handler: getRoute,
      summary:
        'Your household and its members by their public names; 404 when you have none ' +
        `(\`removed-from-household\` when its owner removed you; ${BEARER})`,
      auth: 'bearer',
      success: { status: 200, description: 'Your household', schema: householdResponseSchema },
      errors: [404],
      cache: 'no-store',
    },
    POST: {
      operationId: 'createHousehold',
      handler: createRoute,
      summary:
        'Create a household, owned by you; your meal plan and shopping list move into it. 409 when you are in ' +
        `one already (${BEARER})`,
      auth: 'bearer',
      body: householdCreateSchema,
      success: { status: 201, description: 'Created', schema: householdResponseSchema },
      errors: [409],
      cache: 'no-store',
      rateLimit: 'household',
    },
    PATCH: {
      operationId: 'updateHousehold',
      handler: updateRoute,
      summary: `Rename your household or hand it over to another member (its owner only; ${BEARER})`,
      auth: 'bearer',
      body: householdPatchSchema,
      success: { status: 200, description: 'Changed', schema: householdResponseSchema },
      errors: [403, 404, 409],
      cache: 'no-store',
      rateLimit: 'household',
    },
  }),
  route('/household/invites', {
    POST: {
      operationId: 'createHouseholdInvite',
      handler: inviteRoute,
      summary:
        'A new invitation link to your household, valid 7 days and for up to 10 cooks; the code is in this ' +
        `answer only (${BEARER})`,
      auth: 'bearer',
      success: { status: 201, description: 'Created', schema: inviteCreatedSchema },
      errors: [404],
      cache: 'no-store',
      rateLimit: 'household',
    },
  }),
  route('/household/invites/:code', {
    DELETE: {
      operationId: 'revokeHouseholdInvite',
      handler: revokeRoute,
      summary: `Revoke an invitation link to your household (idempotent; ${BEARER})`,
      auth: 'bearer',
      success: { status: 200, description: 'Revoked, or there was none', schema: inviteRevokedSchema },
      errors: [404],
      cache: 'no-store',
      rateLimit: 'household',
    },
  }),
  route('/household/join', {
    POST: {
      operationId: 'joinHousehold',
      handler: joinRoute,
      summary:
        'Join a household with an invitation code; your meal plan and shopping list move into it. 404 for an ' +
        'unknown, expired, revoked or used-up code; 409 when you are in another household (leave it first), ' +
        'it is full, or its owner removed you and the link is not one the owner made since ' +
        `(\`removed-from-household\`; ${BEARER})`,
      auth: 'bearer',
      body: householdJoinSchema,
      success: { status: 200, description: 'The household you are now in', schema: householdResponseSchema },
      errors: [404, 409],
      cache: 'no-store',
      rateLimit: 'household',
    },
  }),
  route('/household/members/:uid', {
    DELETE: {
      operationId: 'removeHouseholdMember',
      handler: removeRoute,
      summary:
        'Leave your household (`me`), or remove a member (its owner only). The one who goes keeps a copy of ' +
        'its shopping list and of its plan from today on, and every invitation they made is revoked; a removed ' +
        'member gets back in only by a link the owner makes after the removal. The last to leave deletes the ' +
        `household; an owner hands it over before leaving (${BEARER})`,
      auth: 'bearer',
      success: { status: 200, description: 'Left or removed', schema: memberRemovedSchema },
      errors: [403, 404, 409],
      cache: 'no-store',
      rateLimit: 'household',
    },
  }),
];
