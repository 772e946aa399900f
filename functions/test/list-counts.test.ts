// The backend moves each list's kept count (schema/src/list-counts.ts) with
// every write of items, as browsers must under the rules: the REST API's adds
// and deletes, and the moves and copies of joining and leaving a household.
// After each step the count equals the items the list holds.
import { COUNTED_LISTS, listCountPath, storedCount, type CountedList } from '@recipe-book/schema/list-counts';
import { householdPath, MEAL_PLAN, SHOPPING_LIST, userPath } from '@recipe-book/schema/paths';
import { describe, expect, it } from 'vitest';
import { call } from './support/api';
import { db } from './support/firestore';
import { addItem, householdCooks, householdOf, invite, join } from './support/household';
import { plan, today } from './support/meal-plan';
import type { TestUser } from './support/users';

const { cook } = householdCooks('Counted Cook');

/** The kept count and the items of every counted list under `root`. */
async function countsAndItems(root: string) {
  const pairs = await Promise.all(
    COUNTED_LISTS.map(async (list: CountedList) => {
      const [count, items] = await Promise.all([
        db.doc(listCountPath(root, list)).get(),
        db.collection(`${root}/${list}`).count().get(),
      ]);
      return [list, { count: storedCount(count.data()), items: items.data().count }] as const;
    }),
  );
  return Object.fromEntries(pairs);
}

const expectCounts = async (root: string, shoppingList: number, mealPlan: number) =>
  expect(await countsAndItems(root)).toEqual({
    [SHOPPING_LIST]: { count: shoppingList, items: shoppingList },
    [MEAL_PLAN]: { count: mealPlan, items: mealPlan },
  });

const planNote = (user: TestUser, note: string) => plan(user, { date: today(), meal: 'dinner', note });

describe('the kept counts follow the backend’s writes', () => {
  it('REST adds and deletes move the count of a cook’s own list and plan', async () => {
    const alone = await cook();
    const [first] = [await addItem(alone, '2 lemons'), await addItem(alone, 'salt')];
    const entry = await planNote(alone, 'Soup night');
    await expectCounts(userPath(alone.uid), 2, 1);
    const removeItem = () => call('DELETE', `/shopping-list/${first.id}`, { token: alone.idToken });
    expect((await removeItem()).body).toEqual({ deletedCount: 1 });
    expect((await call('DELETE', `/mealplan/${entry.id}`, { token: alone.idToken })).body).toEqual({ deletedCount: 1 });
    // Deleting again changes nothing: the count moved once.
    expect((await removeItem()).body).toEqual({ deletedCount: 0 });
    await expectCounts(userPath(alone.uid), 1, 0);
  });

  it('joining moves the own counts into the household’s, leaving copies them back', async () => {
    const [owner, member] = [await cook('Counted Owner'), await cook('Counted Member')];
    await addItem(owner, 'flour');
    await addItem(member, 'eggs');
    await addItem(member, 'milk');
    await planNote(member, 'Pancakes');
    const household = await householdOf(owner, []);
    const shared = householdPath(household.id);
    await expectCounts(shared, 1, 0);
    await join(member, (await invite(owner)).code);
    await expectCounts(shared, 3, 1);
    await expectCounts(userPath(member.uid), 0, 0);
    expect((await call('DELETE', '/household/members/me', { token: member.idToken })).status).toBe(200);
    await expectCounts(userPath(member.uid), 3, 1);
    await expectCounts(shared, 3, 1);
  });
});
