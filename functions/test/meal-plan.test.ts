// The meal planner's REST API (docs/rest-api.md#meal-plan) over real HTTP: a
// cook plans recipes and notes on real calendar dates, reads them back by
// range, moves and removes them, and shops for them in one trip; nobody sees
// or touches another cook's plan.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@recipe-book/schema/calendar-date';
import { MEAL_PLAN_LIMITS, SHOPPING_LIST_LIMITS } from '@recipe-book/schema/constants';
import { MEAL_PLAN_FIELDS, mealPlanEntrySchema } from '@recipe-book/schema/meal-plan';
import { API_TOKENS, MEAL_PLAN, SHOPPING_LIST, USERS } from '@recipe-book/schema/paths';
import { shoppingItemSchema } from '@recipe-book/schema/shopping-list';
import { call, expectError } from './support/api';
import { db } from './support/firestore';
import { deletePlansOf, listPlan, plan, thisMonday, type EntryJson } from './support/meal-plan';
import { createRecipe, deleteCreatedRecipes } from './support/recipes';
import { createUser, deleteCreatedUsers, type TestUser } from './support/users';

const cooks: TestUser[] = [];
let curry: string;

async function cook(): Promise<TestUser> {
  const user = await createUser({ displayName: 'Planning Cook' });
  cooks.push(user);
  return user;
}

const entriesOf = (user: TestUser) => db.collection(USERS).doc(user.uid).collection(MEAL_PLAN);
const shoppingListOf = (user: TestUser) => db.collection(USERS).doc(user.uid).collection(SHOPPING_LIST);

/**
 * An entry naming a recipe that is gone, as one stands between a recipe's
 * delete and the cascade that turns it into a note (or as another device sent
 * it offline after the delete); answers its id.
 */
async function planGone(user: TestUser, recipeTitle: string, date: string | null): Promise<string> {
  const now = Timestamp.now();
  const { id } = await entriesOf(user).add({
    date,
    meal: 'dinner',
    recipeId: `gone-${crypto.randomUUID()}`,
    recipeTitle,
    servings: 2,
    note: '',
    position: 0,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

beforeAll(async () => {
  // Written for 2: 200 g rice and salt.
  curry = await createRecipe(await cook(), {
    title: 'Chickpea Curry',
    ingredients: ['200 g rice', 'salt'],
    servings: 2,
  });
});

afterAll(async () => {
  await deletePlansOf(cooks);
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

describe('planning', () => {
  it('plans a recipe at its own servings with its title, then after the last of that date and meal', async () => {
    const user = await cook();
    const first = await plan(user, { date: '2026-11-23', meal: 'dinner', recipeId: curry });
    expect(first).toEqual({
      id: expect.any(String),
      date: '2026-11-23',
      meal: 'dinner',
      recipeId: curry,
      recipeTitle: 'Chickpea Curry',
      servings: 2,
      note: '',
      position: 0,
      recipeRemoved: false,
      createdAt: expect.any(String),
      updatedAt: first.createdAt,
    });
    const second = await plan(user, { date: '2026-11-23', meal: 'dinner', recipeId: curry, servings: 6 });
    expect(second).toMatchObject({ servings: 6, position: 1 });
    // Another meal of the same day starts its own order.
    expect(await plan(user, { date: '2026-11-23', meal: 'lunch', note: '  Leftovers  ' })).toMatchObject({
      recipeId: null,
      recipeTitle: null,
      servings: null,
      note: 'Leftovers',
      position: 0,
    });

    // Stored exactly as the web app stores it: the fields the rules allow, the schema's shape, server times.
    const stored = (await entriesOf(user).doc(first.id).get()).data() ?? {};
    expect(Object.keys(stored).sort()).toEqual([...MEAL_PLAN_FIELDS].sort());
    const { createdAt, updatedAt, ...fields } = stored;
    expect(mealPlanEntrySchema.parse(fields)).toEqual(fields);
    expect(createdAt).toBeInstanceOf(Timestamp);
    expect((createdAt as Timestamp).toDate().toISOString()).toBe(first.createdAt);
    expect(updatedAt).toEqual(createdAt);
  });

  it('plans for Someday (no date)', async () => {
    const user = await cook();
    const someday = await plan(user, { date: null, meal: 'snack', note: 'Try the plum cake' });
    expect(someday).toMatchObject({ date: null, meal: 'snack', position: 0 });
    expect((await listPlan(user, 'someday=true')).map((entry) => entry.id)).toEqual([someday.id]);
    expect(await listPlan(user)).toEqual([]);
  });

  it('takes real calendar dates only: 2028-02-29 yes, 2026-02-29 no', async () => {
    const user = await cook();
    expect(await plan(user, { date: '2028-02-29', meal: 'breakfast', note: 'Leap day pancakes' })).toMatchObject({
      date: '2028-02-29',
    });
    const error = await expectError(400, 'POST', '/mealplan', {
      token: user.idToken,
      json: { date: '2026-02-29', meal: 'breakfast', note: 'No such day' },
    });
    expect(error).toEqual({
      code: 'invalid-field',
      message: 'date: Date must be a real calendar date written as YYYY-MM-DD',
    });
    expect((await entriesOf(user).get()).size).toBe(1);
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['the 30th of February', { date: '2026-02-30', note: 'x' }, /^date: Date must be a real calendar date/],
    ['a date with a time', { date: '2026-11-23T18:00:00Z', note: 'x' }, /^date: /],
    ['no date at all', { date: undefined, note: 'x' }, /^date: /],
    [
      'a meal that is none',
      { meal: 'brunch', note: 'x' },
      /^meal: Meal must be one of breakfast, lunch, dinner, snack/,
    ],
    ['servings 0', { recipeId: 'any', servings: 0 }, /^servings: Servings must be at least 1$/],
    ['servings 101', { recipeId: 'any', servings: 101 }, /^servings: Servings must be at most 100$/],
    ['servings 1.5', { recipeId: 'any', servings: 1.5 }, /^servings: Servings must be a whole number$/],
    ['a note of 501 characters', { note: 'x'.repeat(501) }, /^note: Note must be at most 500 characters$/],
    ['neither a recipe nor a note', {}, /^note: Choose a recipe or write a note$/],
    ['a blank note and no recipe', { note: '   ' }, /^note: Choose a recipe or write a note$/],
    ['servings on a note', { note: 'Pizza', servings: 2 }, /^servings: A note has no servings$/],
    ['a title sent along', { note: 'x', recipeTitle: 'Mine' }, /^Unknown field: recipeTitle$/],
    ['a position sent along', { note: 'x', position: 3 }, /^Unknown field: position$/],
  ])('refuses %s (400 names the field)', async (_name, change, message) => {
    const user = await cook();
    const json = { date: '2026-11-23', meal: 'dinner', ...change };
    const error = await expectError(400, 'POST', '/mealplan', { token: user.idToken, json });
    expect(error.code).toBe('invalid-field');
    expect(error.message).toMatch(message);
  });

  it('answers 404 for a recipe that does not exist, and plans nothing', async () => {
    const user = await cook();
    for (const recipeId of [`${curry}-gone`, 'a/b']) {
      const error = await expectError(404, 'POST', '/mealplan', {
        token: user.idToken,
        json: { date: '2026-11-23', meal: 'dinner', recipeId },
      });
      expect(error.code).toBe('recipe-not-found');
    }
    expect((await entriesOf(user).get()).size).toBe(0);
  });

  it('needs a token (401), and takes a personal access token', async () => {
    await expectError(401, 'GET', '/mealplan');
    await expectError(401, 'POST', '/mealplan', { json: { date: null, meal: 'lunch', note: 'x' } });
    const user = await cook();
    const made = await call<{ token: string }>('POST', '/tokens', { token: user.idToken, json: { name: 'Planner' } });
    const entry = await call<EntryJson>('POST', '/mealplan', {
      token: made.body.token,
      json: { date: null, meal: 'lunch', note: 'From a script' },
    });
    expect(entry.status).toBe(201);
    const listed = await call<EntryJson[]>('GET', '/mealplan?someday=true', { token: made.body.token });
    expect(listed.body.map((one) => one.id)).toEqual([entry.body.id]);
    for (const doc of (await db.collection(API_TOKENS).where('uid', '==', user.uid).get()).docs) await doc.ref.delete();
  });

  it(`allows ${MEAL_PLAN_LIMITS.maxEntries} entries per cook, then answers 409 until one goes`, async () => {
    const user = await cook();
    const now = Timestamp.now();
    for (let start = 0; start < MEAL_PLAN_LIMITS.maxEntries; start += 500) {
      const batch = db.batch();
      for (let index = start; index < start + 500; index += 1) {
        batch.set(entriesOf(user).doc(`seeded-${String(index).padStart(4, '0')}`), {
          date: null,
          meal: 'snack',
          recipeId: null,
          recipeTitle: null,
          servings: null,
          note: `Idea ${index}`,
          position: index,
          createdAt: now,
          updatedAt: now,
        });
      }
      await batch.commit();
    }
    const json = { date: '2026-11-23', meal: 'dinner', note: 'One more' };
    const error = await expectError(409, 'POST', '/mealplan', { token: user.idToken, json });
    expect(error.code).toBe('meal-plan-full');
    expect(error.message).toMatch(/already holds 1000 entries/);
    expect((await entriesOf(user).count().get()).data().count).toBe(MEAL_PLAN_LIMITS.maxEntries);

    await call('DELETE', '/mealplan/seeded-0000', { token: user.idToken });
    await plan(user, json);
  });
});

describe('reading the plan', () => {
  let user: TestUser;
  const monday = thisMonday();
  const entries: Record<string, EntryJson> = {};

  beforeAll(async () => {
    user = await cook();
    // Planned out of order: the answer is ordered by date, meal of the day, then position.
    entries.sundayLunch = await plan(user, { date: addDays(monday, 6), meal: 'lunch', note: 'Roast' });
    entries.mondayDinner = await plan(user, { date: monday, meal: 'dinner', recipeId: curry });
    entries.mondayDinner2 = await plan(user, { date: monday, meal: 'dinner', note: 'Salad on the side' });
    entries.mondayBreakfast = await plan(user, { date: monday, meal: 'breakfast', note: 'Porridge' });
    entries.nextMonday = await plan(user, { date: addDays(monday, 7), meal: 'dinner', note: 'Next week' });
    entries.lastSunday = await plan(user, { date: addDays(monday, -1), meal: 'dinner', note: 'Last week' });
    entries.someday = await plan(user, { date: null, meal: 'dinner', note: 'Someday' });
  });

  const ids = (list: EntryJson[]) => list.map((entry) => entry.id);

  it("without a range: this week, Monday to Sunday, by the server's UTC date, in plan order", async () => {
    const result = await call<EntryJson[]>('GET', '/mealplan', { token: user.idToken });
    expect(result.headers.get('cache-control')).toBe('private, no-store');
    expect(ids(result.body)).toEqual(
      ['mondayBreakfast', 'mondayDinner', 'mondayDinner2', 'sundayLunch'].map((name) => entries[name]?.id),
    );
    expect(result.body[1]).toEqual(entries.mondayDinner);
  });

  it('a range includes both ends', async () => {
    const list = await listPlan(user, `from=${addDays(monday, -1)}&to=${monday}`);
    expect(ids(list)).toEqual(
      ['lastSunday', 'mondayBreakfast', 'mondayDinner', 'mondayDinner2'].map((name) => entries[name]?.id),
    );
    expect(await listPlan(user, `from=${addDays(monday, 7)}&to=${addDays(monday, 7 + 61)}`)).toHaveLength(1);
  });

  it('someday=true: the undated entries only', async () => {
    expect(ids(await listPlan(user, 'someday=true'))).toEqual([entries.someday?.id]);
  });

  it.each<[string, string, RegExp]>([
    ['from alone', 'from=2026-11-23', /^to: from and to go together$/],
    ['to alone', 'to=2026-11-23', /^from: from and to go together$/],
    ['to before from', 'from=2026-11-23&to=2026-11-22', /^to: must not be before from$/],
    ['63 days', 'from=2026-01-01&to=2026-03-04', /^to: a range holds at most 62 days \(this one 63\)$/],
    ['a date that does not exist', 'from=2026-02-29&to=2026-03-01', /^from: must be a real calendar date/],
    ['someday with a range', 'someday=true&from=2026-11-23&to=2026-11-24', /^someday: cannot be combined/],
    ['someday=yes', 'someday=yes', /^someday: must be true or false$/],
  ])('refuses %s (400 names the parameter)', async (_name, query, message) => {
    const error = await expectError(400, 'GET', `/mealplan?${query}`, { token: user.idToken });
    expect(error.code).toBe('invalid-parameter');
    expect(error.message).toMatch(message);
  });

  it('62 days is the longest range', async () => {
    expect(await listPlan(user, 'from=2026-01-01&to=2026-03-03')).toEqual([]);
  });

  it('shows another cook none of it', async () => {
    const other = await cook();
    expect(await listPlan(other, `from=${addDays(monday, -1)}&to=${addDays(monday, 7)}`)).toEqual([]);
    expect(await listPlan(other, 'someday=true')).toEqual([]);
  });
});

describe('changing and removing entries', () => {
  it('moves an entry and changes its servings and note; its recipe and creation time stay', async () => {
    const user = await cook();
    const entry = await plan(user, { date: '2026-11-23', meal: 'dinner', recipeId: curry });
    const result = await call<EntryJson>('PATCH', `/mealplan/${entry.id}`, {
      token: user.idToken,
      json: { date: '2026-11-26', meal: 'lunch', servings: 5, note: 'Double the chilli', position: 2.5 },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toEqual({
      ...entry,
      date: '2026-11-26',
      meal: 'lunch',
      servings: 5,
      note: 'Double the chilli',
      position: 2.5,
      updatedAt: expect.any(String),
    });
    expect(Date.parse(result.body.updatedAt)).toBeGreaterThan(Date.parse(entry.createdAt));
    expect((await entriesOf(user).doc(entry.id).get()).data()).toMatchObject({ date: '2026-11-26', servings: 5 });

    const someday = await call<EntryJson>('PATCH', `/mealplan/${entry.id}`, {
      token: user.idToken,
      json: { date: null },
    });
    expect(someday.body.date).toBeNull();
  });

  it.each<[string, 'recipe' | 'note', Record<string, unknown>, RegExp]>([
    ['servings on a note', 'note', { servings: 2 }, /^servings: A note has no servings$/],
    ["emptying a note's text", 'note', { note: '' }, /^note: Choose a recipe or write a note$/],
    ['taking the servings off a recipe', 'recipe', { servings: null }, /^servings: A planned recipe needs servings$/],
    ['servings 101', 'recipe', { servings: 101 }, /^servings: Servings must be at most 100$/],
    ['a date that does not exist', 'recipe', { date: '2026-02-29' }, /^date: Date must be a real calendar date/],
    ['another recipe', 'recipe', { recipeId: 'other' }, /^Unknown field: recipeId\b/],
    ['another title', 'recipe', { recipeTitle: 'Mine' }, /^Unknown field: recipeTitle\b/],
    ['its creation time', 'recipe', { createdAt: '2020-01-01T00:00:00Z' }, /^Unknown field: createdAt\b/],
    ['nothing', 'recipe', {}, /^body: Send at least one of date, meal, servings, note, position, cookUid$/],
  ])('refuses %s (400)', async (_name, kind, json, message) => {
    const user = await cook();
    const entry = await plan(
      user,
      kind === 'note'
        ? { date: null, meal: 'lunch', note: 'Leftovers' }
        : { date: null, meal: 'lunch', recipeId: curry },
    );
    const error = await expectError(400, 'PATCH', `/mealplan/${entry.id}`, { token: user.idToken, json });
    expect(error.message).toMatch(message);
    expect((await listPlan(user, 'someday=true'))[0]).toEqual(entry);
  });

  it("answers another cook's entry as if it did not exist: 404, and deletedCount 0, leaving it alone", async () => {
    const owner = await cook();
    const other = await cook();
    const entry = await plan(owner, { date: '2026-11-23', meal: 'dinner', note: 'Mine' });
    const theirs = await expectError(404, 'PATCH', `/mealplan/${entry.id}`, {
      token: other.idToken,
      json: { note: 'Yours now' },
    });
    const unknown = await expectError(404, 'PATCH', `/mealplan/${entry.id}x`, {
      token: other.idToken,
      json: { note: 'Yours now' },
    });
    expect(theirs).toEqual({ ...unknown, message: unknown.message.replace(`${entry.id}x`, entry.id) });
    expect(theirs.code).toBe('meal-plan-entry-not-found');
    const deleted = await call('DELETE', `/mealplan/${entry.id}`, { token: other.idToken });
    expect(deleted.body).toEqual({ deletedCount: 0 });
    expect((await entriesOf(owner).doc(entry.id).get()).data()?.note).toBe('Mine');
  });

  it('deletes an entry once; again it is deletedCount 0', async () => {
    const user = await cook();
    const entry = await plan(user, { date: '2026-11-23', meal: 'dinner', note: 'Soon gone' });
    const first = await call('DELETE', `/mealplan/${entry.id}`, { token: user.idToken });
    expect([first.status, first.body]).toEqual([200, { deletedCount: 1 }]);
    const again = await call('DELETE', `/mealplan/${entry.id}`, { token: user.idToken });
    expect([again.status, again.body]).toEqual([200, { deletedCount: 0 }]);
    expect((await call('DELETE', '/mealplan/not.an.id', { token: user.idToken })).body).toEqual({ deletedCount: 0 });
    await expectError(404, 'PATCH', `/mealplan/${entry.id}`, { token: user.idToken, json: { note: 'Back?' } });
  });

  it('keeps a deleted recipe on the plan as a note with its title', async () => {
    const user = await cook();
    const doomed = await createRecipe(user, { title: 'Soon Deleted Soup' });
    const entry = await plan(user, { date: null, meal: 'dinner', recipeId: doomed, servings: 3, note: 'For Sam' });
    expect(entry.recipeRemoved).toBe(false);
    const removed = await call('DELETE', `/recipes/${doomed}`, { token: user.idToken });
    expect(removed.status).toBe(200);
    const [listed] = await listPlan(user, 'someday=true');
    expect(listed).toEqual({
      ...entry,
      recipeId: null,
      recipeTitle: null,
      servings: null,
      note: 'Soon Deleted Soup (recipe removed)\nFor Sam',
      updatedAt: expect.any(String),
    });
  });

  it('marks removed an entry whose recipe is gone before the delete cascade reached it; it can still be moved', async () => {
    const user = await cook();
    const entry = await planGone(user, 'Half Deleted Soup', null);
    const [listed] = await listPlan(user, 'someday=true');
    expect(listed).toMatchObject({ id: entry, recipeTitle: 'Half Deleted Soup', recipeRemoved: true });
    const moved = await call<EntryJson>('PATCH', `/mealplan/${entry}`, { token: user.idToken, json: { servings: 4 } });
    expect(moved.body).toMatchObject({ recipeTitle: 'Half Deleted Soup', servings: 4, recipeRemoved: true });
  });
});

describe('shopping for the plan', () => {
  interface TripJson {
    added: number;
    skipped: { id: string; reason: string }[];
  }

  const shop = (user: TestUser, json: unknown) =>
    call<TripJson>('POST', '/mealplan/shopping-list', { token: user.idToken, json });

  it('buys a recipe planned twice once: Monday for 4 + Thursday for 2 = one set of lines for 6', async () => {
    const user = await cook();
    await plan(user, { date: '2026-11-23', meal: 'dinner', recipeId: curry, servings: 4 });
    await plan(user, { date: '2026-11-26', meal: 'dinner', recipeId: curry, servings: 2 });
    const note = await plan(user, { date: '2026-11-24', meal: 'lunch', note: 'Leftovers' });
    await plan(user, { date: '2026-11-30', meal: 'dinner', recipeId: curry, servings: 8 }); // the next week

    const result = await shop(user, { from: '2026-11-23', to: '2026-11-29' });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    expect(result.body).toEqual({ added: 2, skipped: [{ id: note.id, reason: 'note' }] });

    const { docs } = await shoppingListOf(user).orderBy('__name__').get();
    expect(docs.map((doc) => doc.data().text)).toEqual(['600 g rice', 'salt']);
    // As the web app writes them: one batch id, the index padded to 3, createdAt the server's time.
    const [batchId] = docs[0]?.id.split('-') ?? [];
    expect(docs.map((doc) => doc.id)).toEqual([`${batchId}-000`, `${batchId}-001`]);
    for (const doc of docs) {
      const { createdAt, ...item } = doc.data();
      expect(createdAt).toBeInstanceOf(Timestamp);
      expect(shoppingItemSchema.parse(item)).toEqual(item);
      expect(item).toMatchObject({ recipeId: curry, recipeTitle: 'Chickpea Curry', checked: false });
    }
  });

  it('shops for chosen entries; a deleted recipe is skipped and named', async () => {
    const user = await cook();
    const kept = await plan(user, { date: null, meal: 'dinner', recipeId: curry, servings: 1 });
    const gone = await planGone(user, 'Gone Goulash', '2026-11-25');
    const result = await shop(user, { ids: [gone, kept.id, kept.id] });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    expect(result.body).toEqual({ added: 2, skipped: [{ id: gone, reason: 'recipe-removed' }] });
    expect((await shoppingListOf(user).get()).docs.map((doc) => doc.data().text).sort()).toEqual([
      '100 g rice',
      'salt',
    ]);
  });

  it("answers 404 for another cook's entry among the ids, and adds nothing", async () => {
    const owner = await cook();
    const other = await cook();
    const theirs = await plan(owner, { date: null, meal: 'dinner', recipeId: curry });
    const mine = await plan(other, { date: null, meal: 'dinner', recipeId: curry });
    const error = await expectError(404, 'POST', '/mealplan/shopping-list', {
      token: other.idToken,
      json: { ids: [mine.id, theirs.id] },
    });
    expect(error.code).toBe('meal-plan-entry-not-found');
    expect((await shoppingListOf(other).get()).size).toBe(0);
  });

  it.each<[string, unknown, RegExp]>([
    ['a range of 63 days', { from: '2026-01-01', to: '2026-03-04' }, /^to: a range holds at most 62 days/],
    [
      'a range and ids',
      { from: '2026-01-01', to: '2026-01-02', ids: ['a'] },
      /^body: Send either from and to, or ids$/,
    ],
    ['no entries', { ids: [] }, /^ids: Name at least one entry$/],
    ['nothing', {}, /^body: Send either from and to, or ids$/],
    ['from alone', { from: '2026-01-01' }, /^to: from and to go together$/],
    ['a date that does not exist', { from: '2026-02-29', to: '2026-03-01' }, /^from: /],
  ])('refuses %s (400)', async (_name, json, message) => {
    const user = await cook();
    const error = await expectError(400, 'POST', '/mealplan/shopping-list', { token: user.idToken, json });
    expect(error.message).toMatch(message);
  });

  it(`keeps the shopping list within ${SHOPPING_LIST_LIMITS.maxItems} items: 409, and adds nothing`, async () => {
    const user = await cook();
    const batch = db.batch();
    for (let index = 0; index < SHOPPING_LIST_LIMITS.maxItems - 1; index += 1) {
      batch.set(shoppingListOf(user).doc(`seeded-${index}`), {
        text: `Item ${index}`,
        name: `item ${index}`,
        quantity: null,
        unit: null,
        recipeId: null,
        recipeTitle: null,
        checked: false,
        createdAt: Timestamp.now(),
      });
    }
    await batch.commit();
    const entry = await plan(user, { date: null, meal: 'dinner', recipeId: curry });
    const error = await expectError(409, 'POST', '/mealplan/shopping-list', {
      token: user.idToken,
      json: { ids: [entry.id] },
    });
    expect(error.code).toBe('shopping-list-full');
    expect(error.message).toBe(
      'Your shopping list can hold at most 500 items. It has 499, so only 1 more fits (this would add 2). ' +
        'Clear ticked items or remove some first.',
    );
    expect((await shoppingListOf(user).count().get()).data().count).toBe(SHOPPING_LIST_LIMITS.maxItems - 1);
  });
});
