// Households over real HTTP (docs/rest-api.md#households): a cook creates one,
// others join with an invitation and bring their plan and list, the owner
// renames it, hands it over and removes a member, members leave with a copy of
// the list and the upcoming plan, and the last one out deletes it. Membership
// and users/{uid}.householdId always agree.
import { describe, expect, it } from 'vitest';
import { addDays } from '@recipe-book/schema/calendar-date';
import { call, expectError } from './support/api';
import {
  addItem,
  createHousehold,
  householdDoc,
  householdIdOf,
  householdOf,
  invite,
  join,
  listItems,
  ownListOf,
  ownPlanOf,
  sharedListOf,
  sharedPlanOf,
  type HouseholdJson,
  householdCooks,
} from './support/household';
import { listPlan, plan, today } from './support/meal-plan';
import type { TestUser } from './support/users';

const { cook } = householdCooks();

const getHousehold = (user: TestUser) => call<HouseholdJson>('GET', '/household', { token: user.idToken });

describe('creating and reading', () => {
  it('answers 404 to a cook without a household, and 401 without a token', async () => {
    const loner = await cook('Lonely Cook');
    const error = await expectError(404, 'GET', '/household', { token: loner.idToken });
    expect(error.code).toBe('household-not-found');
    await expectError(401, 'GET', '/household');
  });

  it('creates a household of one with the public name, moving the creator’s plan and list into it', async () => {
    const alice = await cook('Alice Creator');
    const note = await plan(alice, { date: today(), meal: 'dinner', note: 'Soup night' });
    const item = await addItem(alice, '2 lemons');
    expect(item.addedBy).toBeNull();

    const created = await createHousehold(alice, 'Martin Home');
    expect(created).toEqual({
      id: expect.any(String),
      name: 'Martin Home',
      owner: { displayName: 'Alice Creator' },
      members: [{ uid: alice.uid, displayName: 'Alice Creator', isOwner: true }],
    });
    expect((await getHousehold(alice)).body).toEqual(created);
    expect(await householdIdOf(alice)).toBe(created.id);
    const stored = (await householdDoc(created.id).get()).data();
    expect(stored).toMatchObject({ name: 'Martin Home', ownerUid: alice.uid, memberUids: [alice.uid] });

    // Moved, same ids, with who added them; nothing left behind.
    expect((await ownPlanOf(alice).get()).size).toBe(0);
    expect((await ownListOf(alice).get()).size).toBe(0);
    expect((await sharedPlanOf(created.id).doc(note.id).get()).data()).toMatchObject({
      addedBy: 'Alice Creator',
      addedByUid: alice.uid,
    });
    expect(await listItems(alice)).toEqual([{ ...item, addedBy: 'Alice Creator' }]);
    expect((await listPlan(alice, `from=${today()}&to=${today()}`)).map((entry) => entry.id)).toEqual([note.id]);
  });

  it('refuses a second household (409) and an invalid name (400 naming the field)', async () => {
    const cookInOne = await cook('Busy Cook');
    await createHousehold(cookInOne);
    const again = await expectError(409, 'POST', '/household', { token: cookInOne.idToken, json: { name: 'Two' } });
    expect(again.message).toMatch(/leave it first/);
    const loner = await cook('Nameless Kitchen');
    const bad = await expectError(400, 'POST', '/household', { token: loner.idToken, json: { name: '' } });
    expect(bad.message).toMatch(/^name: /);
    await expectError(400, 'POST', '/household', { token: loner.idToken, json: { name: 'x'.repeat(61) } });
  });
});

describe('joining', () => {
  it('joins with a link, moving the joiner’s plan and list with their name; joining again doubles nothing', async () => {
    const owner = await cook('Olga Owner');
    const bob = await cook('Bob Joiner');
    const household = await createHousehold(owner, 'Shared');
    const link = await invite(owner);
    expect(link.url).toMatch(new RegExp(`/join/${encodeURIComponent(link.code)}$`));
    expect(link.usesLeft).toBe(10);
    const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const entry = await plan(bob, { date: today(), meal: 'lunch', note: 'Sandwiches', cookUid: bob.uid });
    const item = await addItem(bob, '500 g flour');
    const joined = await join(bob, link.code);
    expect(joined.members).toEqual([
      { uid: owner.uid, displayName: 'Olga Owner', isOwner: true },
      { uid: bob.uid, displayName: 'Bob Joiner', isOwner: false },
    ]);
    expect(joined.id).toBe(household.id);
    expect(await householdIdOf(bob)).toBe(household.id);
    expect((await ownPlanOf(bob).get()).size).toBe(0);
    expect((await ownListOf(bob).get()).size).toBe(0);
    const moved = (await sharedPlanOf(household.id).doc(entry.id).get()).data();
    expect(moved).toMatchObject({ note: 'Sandwiches', cookUid: bob.uid, addedBy: 'Bob Joiner', addedByUid: bob.uid });
    // The owner sees Bob's item on the one list.
    expect(await listItems(owner)).toEqual([{ ...item, addedBy: 'Bob Joiner' }]);

    // Again (a retry after a lost answer): the same household, nothing doubled, no use spent.
    expect(await join(bob, link.code)).toEqual(joined);
    expect((await sharedPlanOf(household.id).get()).size).toBe(1);
    expect((await sharedListOf(household.id).get()).size).toBe(1);
    const invites = await householdDoc(household.id).collection('invites').get();
    expect(invites.docs.map((doc) => doc.get('usesLeft'))).toEqual([9]);
    // Only a hash of the code is stored.
    expect(JSON.stringify(invites.docs.map((doc) => [doc.id, doc.data()]))).not.toContain(link.code.split('.')[1]);
  });

  it('asks a cook in another household to leave it first (409)', async () => {
    const [first, second] = [await cook('First Owner'), await cook('Second Owner')];
    await createHousehold(first);
    await createHousehold(second);
    const { code } = await invite(second);
    const error = await expectError(409, 'POST', '/household/join', { token: first.idToken, json: { code } });
    expect(error).toEqual({ code: 'already-in-household', message: expect.stringMatching(/leave it first/) });
  });
});

describe('the owner', () => {
  it('renames and hands over; others get 403; the new owner must be a member', async () => {
    const owner = await cook('Rita Owner');
    const member = await cook('Sam Member');
    const stranger = await cook('Stranger Cook');
    await householdOf(owner, [member], 'Old Name');

    const denied = await expectError(403, 'PATCH', '/household', { token: member.idToken, json: { name: 'Mine' } });
    expect(denied.code).toBe('owner-only');
    const renamed = await call<HouseholdJson>('PATCH', '/household', {
      token: owner.idToken,
      json: { name: 'New Name' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('New Name');

    const notMember = await expectError(409, 'PATCH', '/household', {
      token: owner.idToken,
      json: { ownerUid: stranger.uid },
    });
    expect(notMember.code).toBe('not-a-member');
    await expectError(400, 'PATCH', '/household', { token: owner.idToken, json: {} });

    const handed = await call<HouseholdJson>('PATCH', '/household', {
      token: owner.idToken,
      json: { ownerUid: member.uid },
    });
    expect(handed.body.owner).toEqual({ displayName: 'Sam Member' });
    expect(handed.body.members.find((m) => m.isOwner)?.uid).toBe(member.uid);
    await expectError(403, 'PATCH', '/household', { token: owner.idToken, json: { name: 'Back' } });
  });

  it('removes a member (403 for others), who keeps a copy of the list and the plan from today on', async () => {
    const owner = await cook('Owner Remover');
    const member = await cook('Removed Member');
    const other = await cook('Other Member');
    const household = await householdOf(owner, [member, other]);

    const yesterday = addDays(today(), -1);
    await plan(owner, { date: yesterday, meal: 'dinner', note: 'Past dinner' });
    const upcoming = await plan(owner, { date: today(), meal: 'dinner', note: 'Pasta', cookUid: other.uid });
    const mine = await plan(owner, { date: addDays(today(), 2), meal: 'lunch', note: 'Salad', cookUid: member.uid });
    const someday = await plan(owner, { date: null, meal: 'dinner', note: 'Try paella' });
    const item = await addItem(other, 'milk');

    const denied = await expectError(403, 'DELETE', `/household/members/${owner.uid}`, { token: member.idToken });
    expect(denied.code).toBe('owner-only');
    const removed = await call('DELETE', `/household/members/${member.uid}`, { token: owner.idToken });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ householdDeleted: false });

    expect(await householdIdOf(member)).toBeUndefined();
    expect((await householdDoc(household.id).get()).get('memberUids')).toEqual([owner.uid, other.uid]);
    await expectError(404, 'GET', '/household', { token: member.idToken });
    // Their own copy: today on, Someday too; cookUid only where it names them; no addedBy.
    const plan_ = await ownPlanOf(member).get();
    expect(plan_.docs.map((doc) => doc.id).sort()).toEqual([upcoming.id, mine.id, someday.id].sort());
    expect(plan_.docs.find((doc) => doc.id === upcoming.id)?.data()).not.toHaveProperty('cookUid');
    expect(plan_.docs.find((doc) => doc.id === mine.id)?.get('cookUid')).toBe(member.uid);
    expect(plan_.docs.every((doc) => !('addedBy' in doc.data()) && !('addedByUid' in doc.data()))).toBe(true);
    expect(await listItems(member)).toEqual([{ ...item, addedBy: null }]);
    // The household keeps its own.
    expect((await sharedPlanOf(household.id).get()).size).toBe(4);
    expect(await listItems(other)).toEqual([item]);
    await expectError(404, 'DELETE', `/household/members/${member.uid}`, { token: owner.idToken });
  });

  it('leaves only after handing over, unless last; the last one out deletes the household', async () => {
    const owner = await cook('Leaving Owner');
    const member = await cook('Staying Member');
    const household = await householdOf(owner, [member]);
    await addItem(owner, 'bread');

    const refused = await expectError(409, 'DELETE', '/household/members/me', { token: owner.idToken });
    expect(refused).toEqual({ code: 'owner-must-hand-over', message: expect.stringMatching(/hand it over/) });

    expect((await call('DELETE', '/household/members/me', { token: member.idToken })).body).toEqual({
      householdDeleted: false,
    });
    expect(await householdIdOf(member)).toBeUndefined();
    expect((await listItems(member)).map((i) => i.text)).toEqual(['bread']);

    const last = await call('DELETE', '/household/members/me', { token: owner.idToken });
    expect(last.body).toEqual({ householdDeleted: true });
    expect((await householdDoc(household.id).get()).exists).toBe(false);
    expect((await sharedListOf(household.id).get()).size).toBe(0);
    expect((await householdDoc(household.id).collection('invites').get()).size).toBe(0);
    expect(await householdIdOf(owner)).toBeUndefined();
    expect((await listItems(owner)).map((i) => i.text)).toEqual(['bread']);
    await expectError(404, 'DELETE', '/household/members/me', { token: owner.idToken });
  });
});
