import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-request';
import { householdAnswer, inviteAnswer } from './household-answers';
import { householdErrorMessage } from './household-error-message';

const household = {
  id: 'h1',
  name: 'Martin–Nguyen',
  owner: { displayName: 'Alice Martin' },
  members: [
    { uid: 'alice', displayName: 'Alice Martin', isOwner: true },
    { uid: 'bob', displayName: 'Bob Nguyen', isOwner: false },
  ],
};

describe('the household answers', () => {
  it('reads a household as GET /household answers it', () => {
    expect(householdAnswer.safeParse(household)).toEqual({ success: true, data: household });
  });

  it('refuses a household without members, or a member without a name', () => {
    expect(householdAnswer.safeParse({ ...household, members: [] }).success).toBe(false);
    const nameless = { ...household, members: [{ uid: 'alice', isOwner: true }] };
    expect(householdAnswer.safeParse(nameless).success).toBe(false);
    expect(householdAnswer.safeParse(null).success).toBe(false);
  });

  it('reads an invitation only with a date it can show', () => {
    const invite = {
      code: 'h1.secret',
      url: 'https://x/join/h1.secret',
      expiresAt: '2026-12-04T01:00:00.000Z',
      usesLeft: 10,
    };
    expect(inviteAnswer.safeParse(invite).success).toBe(true);
    expect(inviteAnswer.safeParse({ ...invite, expiresAt: 'soon' }).success).toBe(false);
    expect(inviteAnswer.safeParse({ ...invite, usesLeft: '10' }).success).toBe(false);
  });
});

describe('householdErrorMessage', () => {
  it("words the API's household refusals for a cook, without its routes", () => {
    const inAnother = new ApiRequestError(
      'You are already in a household: leave it first (DELETE …).',
      409,
      'already-in-household',
    );
    expect(householdErrorMessage(inAnother)).toBe(
      'You are already in a household. To join or create another, leave yours first (Settings → Household).',
    );
    const owner = new ApiRequestError('You own this household: hand it over (PATCH …).', 409, 'owner-must-hand-over');
    expect(householdErrorMessage(owner)).toBe(
      'You own this household: make another member its owner first, then leave.',
    );
  });

  it("keeps the API's own sentence for any other refusal", () => {
    const full = new ApiRequestError(
      'This household already has 10 members, the most it may have.',
      409,
      'household-full',
    );
    expect(householdErrorMessage(full)).toBe('This household already has 10 members, the most it may have.');
  });
});
