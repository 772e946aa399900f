// Household invitations over real HTTP: a code that is unknown, expired,
// revoked or used up is refused plainly (404); a household holds at most 10
// members (409 past that); and 25 cooks opening one link at the same moment
// never make more members than the limit, nor more joins than its uses. A
// member who leaves takes their links with them, and a removed one gets back
// in only by a link the owner made after the removal.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { HOUSEHOLD_LIMITS } from '@recipe-book/schema/constants';
import { call, expectError } from './support/api';
import {
  createHousehold,
  householdDoc,
  householdIdOf,
  invite,
  join,
  type HouseholdJson,
  householdCooks,
} from './support/household';
import type { TestUser } from './support/users';

const { cook, many } = householdCooks('Invited Cook');

const invitesOf = (householdId: string) => householdDoc(householdId).collection('invites');

async function refusedJoin(user: TestUser, code: string) {
  const error = await expectError(404, 'POST', '/household/join', { token: user.idToken, json: { code } });
  expect(error).toEqual({
    code: 'invite-not-found',
    message: expect.stringMatching(/unknown, expired, revoked or used up/),
  });
  expect(await householdIdOf(user)).toBeUndefined();
}

describe('codes that do not work', () => {
  it('refuses unknown and malformed codes', async () => {
    const owner = await cook();
    const household = await createHousehold(owner);
    const { code } = await invite(owner);
    const joiner = await cook();
    await refusedJoin(joiner, 'not-a-code');
    await refusedJoin(joiner, `${household.id}.${'A'.repeat(32)}`);
    await refusedJoin(joiner, `${code}x`);
    await refusedJoin(joiner, code.replace(household.id, 'NoSuchHousehold0000'));
    const bad = await expectError(400, 'POST', '/household/join', { token: joiner.idToken, json: {} });
    expect(bad.message).toMatch(/^code: /);
  });

  it('refuses an expired code', async () => {
    const owner = await cook();
    const household = await createHousehold(owner);
    const { code } = await invite(owner);
    const [stored] = (await invitesOf(household.id).get()).docs;
    await stored?.ref.update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    await refusedJoin(await cook(), code);
  });

  it('refuses a revoked code; revoking is idempotent and for members only', async () => {
    const owner = await cook();
    const household = await createHousehold(owner);
    const { code } = await invite(owner);
    const outsider = await cook();
    await expectError(404, 'DELETE', `/household/invites/${encodeURIComponent(code)}`, { token: outsider.idToken });
    const path = `/household/invites/${encodeURIComponent(code)}`;
    expect((await call('DELETE', path, { token: owner.idToken })).body).toEqual({ revoked: true });
    expect((await call('DELETE', path, { token: owner.idToken })).body).toEqual({ revoked: false });
    expect((await invitesOf(household.id).get()).size).toBe(0);
    await refusedJoin(outsider, code);
  });

  it('refuses a used-up code, and counts each join', async () => {
    const owner = await cook();
    const household = await createHousehold(owner);
    const { code } = await invite(owner);
    await join(await cook(), code);
    const [stored] = (await invitesOf(household.id).get()).docs;
    expect(stored?.get('usesLeft')).toBe(HOUSEHOLD_LIMITS.invite.maxUses - 1);
    await stored?.ref.update({ usesLeft: 0 });
    await refusedJoin(await cook(), code);
  });
});

describe('the member limit', () => {
  it(`lets ${HOUSEHOLD_LIMITS.maxMembers} cooks in, then answers 409 full`, async () => {
    const owner = await cook();
    const household = await createHousehold(owner);
    const { code } = await invite(owner);
    for (const joiner of await many(HOUSEHOLD_LIMITS.maxMembers - 1)) await join(joiner, code);
    const late = await cook();
    const error = await expectError(409, 'POST', '/household/join', { token: late.idToken, json: { code } });
    expect(error.code).toBe('household-full');
    expect((await householdDoc(household.id).get()).get('memberUids')).toHaveLength(HOUSEHOLD_LIMITS.maxMembers);
    expect(await householdIdOf(late)).toBeUndefined();
  });

  it('lets at most the limit in when 25 cooks open one link at the same moment', async () => {
    const owner = await cook();
    const household = await createHousehold(owner);
    const { code } = await invite(owner);
    const crowd = await many(25);
    const results = await Promise.all(
      crowd.map((user) => call<HouseholdJson>('POST', '/household/join', { token: user.idToken, json: { code } })),
    );
    const statuses = results.map((result) => result.status);
    // Every answer is a join or a plain refusal, never a failure.
    expect(
      statuses.every((status) => status === 200 || status === 409),
      JSON.stringify(statuses),
    ).toBe(true);
    const joined = crowd.filter((_, index) => statuses[index] === 200);
    expect(joined).toHaveLength(HOUSEHOLD_LIMITS.maxMembers - 1);

    const stored = (await householdDoc(household.id).get()).data();
    expect(stored?.memberUids).toHaveLength(HOUSEHOLD_LIMITS.maxMembers);
    expect(new Set(stored?.memberUids)).toEqual(new Set([owner.uid, ...joined.map((user) => user.uid)]));
    const [storedInvite] = (await invitesOf(household.id).get()).docs;
    expect(storedInvite?.get('usesLeft')).toBe(HOUSEHOLD_LIMITS.invite.maxUses - joined.length);
    // Everyone's householdId agrees with the membership.
    const ids = await Promise.all(crowd.map(householdIdOf));
    crowd.forEach((user, index) => expect(ids[index]).toBe(joined.includes(user) ? household.id : undefined));
  });
});

describe('removed means removed', () => {
  const removedJoin = async (user: TestUser, code: string) => {
    const error = await expectError(409, 'POST', '/household/join', { token: user.idToken, json: { code } });
    expect(error).toEqual({ code: 'removed-from-household', message: expect.stringMatching(/You were removed from/) });
    expect(await householdIdOf(user)).toBeUndefined();
  };

  it('bars a removed cook from every link made before, theirs included; the owner’s new link lets them in', async () => {
    const owner = await cook();
    const member = await cook();
    const helper = await cook();
    const household = await createHousehold(owner, 'Closed Kitchen');
    const joinedBy = await invite(owner);
    await join(member, joinedBy.code);
    await join(helper, joinedBy.code);
    const theirs = await invite(member);
    const helpers = await invite(helper);

    const removed = await call('DELETE', `/household/members/${member.uid}`, { token: owner.idToken });
    expect(removed.status).toBe(200);
    // Their own link is revoked with the removal; the others' stay for everyone else.
    const stored = await invitesOf(household.id).get();
    expect(stored.docs.map((doc) => doc.get('createdBy')).sort()).toEqual([owner.uid, helper.uid].sort());
    const gone = await expectError(404, 'GET', '/household', { token: member.idToken });
    expect(gone).toEqual({ code: 'removed-from-household', message: expect.stringMatching(/“Closed Kitchen”/) });

    await removedJoin(member, joinedBy.code);
    await removedJoin(member, theirs.code);
    await removedJoin(member, helpers.code);
    // A link made after the removal by a member who is not the owner does not readmit them either.
    await removedJoin(member, (await invite(helper)).code);

    // The honest control: the owner's new link works, and a newcomer still joins by the old one.
    const back = await join(member, (await invite(owner)).code);
    expect(back.members.map((m) => m.uid)).toEqual([owner.uid, helper.uid, member.uid]);
    expect(await householdIdOf(member)).toBe(household.id);
    expect((await call('GET', '/household', { token: member.idToken })).status).toBe(200);
    await join(await cook(), joinedBy.code);
  });

  it('revokes the links a leaving member made; leaving bars nobody', async () => {
    const owner = await cook();
    const member = await cook();
    const household = await createHousehold(owner);
    const ownersLink = await invite(owner);
    await join(member, ownersLink.code);
    const theirs = await invite(member);

    expect((await call('DELETE', '/household/members/me', { token: member.idToken })).status).toBe(200);
    expect((await invitesOf(household.id).get()).docs.map((doc) => doc.get('createdBy'))).toEqual([owner.uid]);
    const gone = await expectError(404, 'GET', '/household', { token: member.idToken });
    expect(gone.code).toBe('household-not-found');
    await refusedJoin(await cook(), theirs.code);
    // The control: a cook who left (not removed) comes back by a link still live.
    expect((await join(member, ownersLink.code)).id).toBe(household.id);
  });
});
