// /shopping-list over real HTTP (docs/rest-api.md#shopping-list), and /mealplan
// for a household's member: without a household a cook reads and writes their
// own list and plan; with one, the household's, each write naming who made it.
import { describe, expect, it } from 'vitest';
import { SHOPPING_LIST_LIMITS } from '@recipe-book/schema/constants';
import { call, expectError } from './support/api';
import { API_BASE_URL } from './support/env';
import {
  addItem,
  householdOf,
  listItems,
  ownListOf,
  ownPlanOf,
  sharedListOf,
  sharedPlanOf,
  type ItemJson,
  householdCooks,
} from './support/household';
import { listPlan, plan, today, type EntryJson } from './support/meal-plan';

const { cook } = householdCooks();

describe('a cook’s own shopping list', () => {
  it('adds, lists, ticks and removes items, reading quantities as the app does', async () => {
    const user = await cook('List Cook');
    expect(await listItems(user)).toEqual([]);
    const lemons = await addItem(user, '  2 lemons ');
    expect(lemons).toEqual({
      id: expect.any(String),
      text: '2 lemons',
      checked: false,
      recipeId: null,
      recipeTitle: null,
      addedBy: null,
    });
    expect((await ownListOf(user).doc(lemons.id).get()).data()).toMatchObject({
      name: 'lemons',
      quantity: 2,
      unit: null,
    });
    const flour = await addItem(user, '500 g flour');
    expect((await listItems(user)).map((item) => item.id)).toEqual([lemons.id, flour.id]);

    const ticked = await call<ItemJson>('PATCH', `/shopping-list/${lemons.id}`, {
      token: user.idToken,
      json: { checked: true },
    });
    expect(ticked.status).toBe(200);
    expect(ticked.body).toEqual({ ...lemons, checked: true });
    expect((await ownListOf(user).doc(lemons.id).get()).get('checked')).toBe(true);

    const removed = await call('DELETE', `/shopping-list/${lemons.id}`, { token: user.idToken });
    expect(removed).toMatchObject({ status: 200, body: { deletedCount: 1 } });
    expect((await call('DELETE', `/shopping-list/${lemons.id}`, { token: user.idToken })).body).toEqual({
      deletedCount: 0,
    });
    expect(await listItems(user)).toEqual([flour]);
  });

  it('answers 400 naming the field, 404 for another cook’s item, 401 without a token', async () => {
    const user = await cook('Careful Cook');
    const other = await cook('Other Cook');
    const theirs = await addItem(other, 'eggs');
    expect(
      (await expectError(400, 'POST', '/shopping-list', { token: user.idToken, json: { text: '' } })).message,
    ).toMatch(/^text: /);
    const long = 'x'.repeat(SHOPPING_LIST_LIMITS.text.max + 1);
    await expectError(400, 'POST', '/shopping-list', { token: user.idToken, json: { text: long } });
    await expectError(400, 'POST', '/shopping-list', { token: user.idToken, json: { text: 'a', extra: 1 } });
    const notBoolean = await expectError(400, 'PATCH', `/shopping-list/${theirs.id}`, {
      token: other.idToken,
      json: { checked: 'yes' },
    });
    expect(notBoolean.message).toMatch(/^checked: /);
    const notYours = await expectError(404, 'PATCH', `/shopping-list/${theirs.id}`, {
      token: user.idToken,
      json: { checked: true },
    });
    expect(notYours.code).toBe('shopping-item-not-found');
    expect((await call('DELETE', `/shopping-list/${theirs.id}`, { token: user.idToken })).body).toEqual({
      deletedCount: 0,
    });
    expect(await listItems(other)).toEqual([theirs]);
    await expectError(401, 'GET', '/shopping-list');
  });
});

describe('a household’s shopping list and plan', () => {
  it('is the one every member reads and writes through the API, naming who added what', async () => {
    const alice = await cook('Alice Shopper');
    const bob = await cook('Bob Shopper');
    const household = await householdOf(alice, [bob]);

    const milk = await addItem(alice, 'milk');
    expect(milk.addedBy).toBe('Alice Shopper');
    expect(await listItems(bob)).toEqual([milk]);
    const ticked = await call<ItemJson>('PATCH', `/shopping-list/${milk.id}`, {
      token: bob.idToken,
      json: { checked: true },
    });
    expect(ticked.body).toEqual({ ...milk, checked: true });
    expect((await sharedListOf(household.id).doc(milk.id).get()).get('checked')).toBe(true);
    expect((await ownListOf(alice).get()).size).toBe(0);
    // A tick names who ticked (signed-names.test.ts); an untick takes the name off.
    await call('PATCH', `/shopping-list/${milk.id}`, { token: bob.idToken, json: { checked: false } });
    const unticked = (await sharedListOf(household.id).doc(milk.id).get()).data();
    expect([unticked?.['checked'], unticked?.['checkedBy'], unticked?.['checkedByUid']]).toEqual([
      false,
      undefined,
      undefined,
    ]);
    expect((await call('DELETE', `/shopping-list/${milk.id}`, { token: bob.idToken })).body).toEqual({
      deletedCount: 1,
    });
    expect(await listItems(alice)).toEqual([]);
  });

  it('plans for the household: entries are shared, name who added them, and cookUid names a member', async () => {
    const alice = await cook('Alice Planner');
    const bob = await cook('Bob Planner');
    const stranger = await cook('Stranger Planner');
    const household = await householdOf(alice, [bob]);

    const dinner = await plan(bob, { date: today(), meal: 'dinner', note: 'Tacos', cookUid: alice.uid });
    expect(dinner).toMatchObject({ note: 'Tacos', cookUid: alice.uid, addedBy: 'Bob Planner' });
    const seen: EntryJson[] = await listPlan(alice, `from=${today()}&to=${today()}`);
    expect(seen).toEqual([dinner]);
    expect((await sharedPlanOf(household.id).doc(dinner.id).get()).exists).toBe(true);
    expect((await ownPlanOf(bob).get()).size).toBe(0);

    const moved = await call<EntryJson>('PATCH', `/mealplan/${dinner.id}`, {
      token: alice.idToken,
      json: { note: 'Fish tacos', cookUid: bob.uid },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ note: 'Fish tacos', cookUid: bob.uid, addedBy: 'Bob Planner' });

    const notMember = await expectError(400, 'POST', '/mealplan', {
      token: alice.idToken,
      json: { date: today(), meal: 'lunch', note: 'x', cookUid: stranger.uid },
    });
    expect(notMember.message).toMatch(/^cookUid: /);
    await expectError(400, 'PATCH', `/mealplan/${dinner.id}`, {
      token: alice.idToken,
      json: { cookUid: stranger.uid },
    });
    // Alone, a cook names only themself.
    await expectError(400, 'POST', '/mealplan', {
      token: stranger.idToken,
      json: { date: today(), meal: 'lunch', note: 'x', cookUid: alice.uid },
    });
    expect(await plan(stranger, { date: today(), meal: 'lunch', note: 'x', cookUid: stranger.uid })).not.toHaveProperty(
      'addedBy',
    );

    // Every member's calendar feed shows the household's plan.
    const link = await call<{ key: string }>('POST', '/mealplan/feed-key', { token: bob.idToken });
    const feed = await fetch(`${API_BASE_URL}/mealplan.ics?key=${link.body.key}`);
    expect(await feed.text()).toContain('Fish tacos');

    // A stranger cannot touch the household's entry.
    await expectError(404, 'PATCH', `/mealplan/${dinner.id}`, { token: stranger.idToken, json: { note: 'Mine' } });
    const removed = await call('DELETE', `/mealplan/${dinner.id}`, { token: alice.idToken });
    expect(removed.body).toEqual({ deletedCount: 1 });
    expect(await listPlan(bob, `from=${today()}&to=${today()}`)).toEqual([]);
  });

  it('shops the household’s plan onto the household’s list', async () => {
    const alice = await cook('Alice Tripper');
    const bob = await cook('Bob Tripper');
    const household = await householdOf(alice, [bob]);
    const note = await plan(alice, { date: today(), meal: 'dinner', note: 'Leftovers' });
    const trip = await call('POST', '/mealplan/shopping-list', { token: bob.idToken, json: { ids: [note.id] } });
    expect(trip).toMatchObject({ status: 201, body: { added: 0, skipped: [{ id: note.id, reason: 'note' }] } });
    expect((await sharedListOf(household.id).get()).size).toBe(0);
  });
});
