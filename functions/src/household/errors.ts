// The errors of the /household routes, worded once: each says plainly what is
// wrong and what to do.
import { HOUSEHOLD_LIMITS } from '@recipe-book/schema/constants';
import { HttpError } from '../http/errors';

export const noHousehold = () =>
  new HttpError(404, 'household-not-found', 'You are not in a household: create one or join one with an invitation');

/** A cook the owner removed asks for their household: they are in none, and are told why. */
export const removedFromHousehold = (name: string) =>
  new HttpError(
    404,
    'removed-from-household',
    `You were removed from the household “${name}” by its owner: you are in no household now. Create one, or join one with an invitation`,
  );

/** A removed cook tries an invitation made before their removal, or one not made by the owner. */
export const removedCannotRejoin = (name: string) =>
  new HttpError(
    409,
    'removed-from-household',
    `You were removed from the household “${name}”: invitations made before that no longer let you in. ` +
      'Ask its owner for a new link',
  );

export const alreadyInHousehold = () =>
  new HttpError(
    409,
    'already-in-household',
    'You are already in a household: leave it first (DELETE /household/members/me) to create or join another',
  );

export const householdFull = () =>
  new HttpError(
    409,
    'household-full',
    `This household already has ${HOUSEHOLD_LIMITS.maxMembers} members, the most it may have`,
  );

export const inviteNotFound = () =>
  new HttpError(
    404,
    'invite-not-found',
    'This invitation does not work: it is unknown, expired, revoked or used up. Ask for a new link',
  );

export const ownerOnly = (what: string) => new HttpError(403, 'owner-only', `Only the household's owner may ${what}`);

export const notAMember = (uid: string) =>
  new HttpError(409, 'not-a-member', `"${uid}" is not a member of your household: only a member can own it`);

export const memberNotFound = (uid: string) =>
  new HttpError(404, 'member-not-found', `Your household has no member "${uid}"`);

export const handOverFirst = () =>
  new HttpError(
    409,
    'owner-must-hand-over',
    'You own this household: hand it over to another member first (PATCH /household with ownerUid), then leave',
  );

export const householdPlanFull = (what: string, max: number) =>
  new HttpError(
    409,
    'household-too-full',
    `Your ${what} would not fit into the household's (at most ${max}); remove some of yours first`,
  );
