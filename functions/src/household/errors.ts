// The errors of the /household routes, worded once: each says plainly what is
// wrong and what to do.
import { HOUSEHOLD_LIMITS } from '@recipe-book/schema/constants';
import { HttpError } from '../http/errors';

export const noHousehold = () =>
  new HttpError(404, 'household-not-found', 'You are not in a household: create one or join one with an invitation');

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
