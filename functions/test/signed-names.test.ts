// Issue 46 over real HTTP: what a cook writes through the API is signed with
// their public name, their profile's (cooks/{uid}) when they have one, never a
// name the request carries; a household's items and entries name them by uid
// too; and a renamed profile's name follows onto what they signed (the
// cooks/{uid} trigger): recipes, reviews, household items and ticks, and
// nobody else's.
import { cookProfilePath } from '@recipe-book/schema/cook-profile';
import { reviewPath } from '@recipe-book/schema/paths';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { call } from './support/api';
import { db, eventually } from './support/firestore';
import { addItem, householdCooks, householdOf, sharedListOf, sharedPlanOf } from './support/household';
import { plan, today } from './support/meal-plan';
import { createRecipe, deleteCreatedRecipes, getRecipe } from './support/recipes';
import { putReview } from './support/reviews';
import type { TestUser } from './support/users';

const { cook } = householdCooks();
const profiled: TestUser[] = [];
// The first trigger run after a (re)load starts a function process: allow it time.
const TRIGGER_WAIT_MS = 60_000;

afterAll(async () => {
  await deleteCreatedRecipes();
  await Promise.all(profiled.map((user) => db.doc(cookProfilePath(user.uid)).delete()));
});

/** Saves `user`'s public profile under `displayName`, as the Profile page does. */
async function setProfileName(user: TestUser, displayName: string): Promise<void> {
  profiled.push(user);
  const ref = db.doc(cookProfilePath(user.uid));
  const memberSince = ((await ref.get()).get('memberSince') as Timestamp | undefined) ?? Timestamp.now();
  await ref.set({ displayName, photoURL: '', bio: '', memberSince });
}

describe('the API signs with the caller’s own public name', () => {
  it('its profile name, whatever name the body carries; without a profile, the account’s', async () => {
    const alice = await cook('Alice Account');
    await setProfileName(alice, 'Alice Profile');
    const signed = await createRecipe(alice, { displayName: 'Bob Forger' });
    expect((await getRecipe(signed)).displayName).toBe('Alice Profile');

    const carol = await cook('Carol Account');
    expect((await getRecipe(await createRecipe(carol))).displayName).toBe('Carol Account');
  });

  it('names a household’s adder and ticker by uid and profile name', async () => {
    const alice = await cook('Alice Account');
    const bob = await cook('Bob Account');
    await setProfileName(alice, 'Alice Profile');
    const household = await householdOf(alice, [bob]);

    const milk = await addItem(alice, 'milk');
    expect(milk.addedBy).toBe('Alice Profile');
    expect((await sharedListOf(household.id).doc(milk.id).get()).data()).toMatchObject({
      addedBy: 'Alice Profile',
      addedByUid: alice.uid,
    });
    const dinner = await plan(bob, { date: today(), meal: 'dinner', note: 'Tacos' });
    expect((await sharedPlanOf(household.id).doc(dinner.id).get()).data()).toMatchObject({
      addedBy: 'Bob Account',
      addedByUid: bob.uid,
    });

    // Bob ticks through the API: the tick names him; his untick takes the name off.
    const tick = (checked: boolean) =>
      call('PATCH', `/shopping-list/${milk.id}`, { token: bob.idToken, json: { checked } });
    expect((await tick(true)).status).toBe(200);
    expect((await sharedListOf(household.id).doc(milk.id).get()).data()).toMatchObject({
      checked: true,
      checkedBy: 'Bob Account',
      checkedByUid: bob.uid,
    });
    expect((await tick(false)).status).toBe(200);
    const unticked = (await sharedListOf(household.id).doc(milk.id).get()).data() ?? {};
    expect([unticked['checked'], unticked['checkedBy'], unticked['checkedByUid']]).toEqual([
      false,
      undefined,
      undefined,
    ]);
  });
});

describe('a renamed cook’s name follows onto what they signed', () => {
  it('their recipes, reviews, household items and ticks; another member’s stay', { timeout: 120_000 }, async () => {
    const alice = await cook('Alice Before');
    const bob = await cook('Bob Member');
    await setProfileName(alice, 'Alice Before');
    const household = await householdOf(bob, [alice]);
    const hers = await createRecipe(alice);
    const his = await createRecipe(bob);
    expect((await putReview(his, alice, { rating: 5, text: '' })).status).toBe(201);
    const milk = await addItem(alice, 'milk');
    await call('PATCH', `/shopping-list/${milk.id}`, { token: alice.idToken, json: { checked: true } });
    const eggs = await addItem(bob, 'eggs');

    await setProfileName(alice, 'Alice After');

    await eventually(async () => {
      expect((await getRecipe(hers)).displayName).toBe('Alice After');
      expect((await db.doc(reviewPath(his, alice.uid)).get()).get('displayName')).toBe('Alice After');
      const item = (await sharedListOf(household.id).doc(milk.id).get()).data() ?? {};
      expect([item['addedBy'], item['checkedBy']]).toEqual(['Alice After', 'Alice After']);
    }, TRIGGER_WAIT_MS);
    expect((await getRecipe(his)).displayName).toBe('Bob Member');
    expect((await sharedListOf(household.id).doc(eggs.id).get()).get('addedBy')).toBe('Bob Member');
  });
});
