// Deleting a recipe removes its likes and every wishlist entry for it, whether
// the delete comes through the API or straight from a client (the trigger);
// and every plan entry and shopping item that named it keeps only plain text,
// so that a recipe another cook creates later under the same id (a browser
// chooses its recipe's id) shows in nobody's plan or list.
import { likePath, recipePath, wishlistPath } from '@recipe-book/schema/paths';
import { REMOVED_RECIPE_SUFFIX } from '@recipe-book/schema/removed-recipe';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api';
import { db, eventually } from './support/firestore';
import { householdCooks, householdOf, listItems, type ItemJson } from './support/household';
import { listPlan, plan, today } from './support/meal-plan';
import { createRecipe, deleteCreatedRecipes } from './support/recipes';
import { createUser, deleteCreatedUsers, type TestUser } from './support/users';

const { cook } = householdCooks('Planning Cook');

let author: TestUser;
let fans: TestUser[];

beforeAll(async () => {
  author = await createUser();
  fans = [await createUser(), await createUser()];
});

afterAll(async () => {
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

/** A liked and wishlisted recipe: one wishlist entry as the web app writes it, one without `recipeId`. */
// The first trigger run after a (re)load starts a function process: allow it time.
const TRIGGER_WAIT_MS = 40_000;

async function popularRecipe(): Promise<string> {
  const id = await createRecipe(author);
  for (const fan of fans) await call('PATCH', `/recipes/details/${id}`, { token: fan.idToken });
  const [withId, withoutId] = fans as [TestUser, TestUser];
  await db.doc(wishlistPath(withId.uid, id)).set({ createdAt: Timestamp.now(), recipeId: id });
  await db.doc(wishlistPath(withoutId.uid, id)).set({ createdAt: Timestamp.now() });
  // The create trigger backfills the missing recipeId, which is how the cascade finds the entry.
  await eventually(async () => {
    expect((await db.doc(wishlistPath(withoutId.uid, id)).get()).get('recipeId')).toBe(id);
  }, TRIGGER_WAIT_MS);
  return id;
}

/** One look, no retries: the recipe's likes and its wishlist entries are gone now. */
async function expectNoDependents(id: string): Promise<void> {
  const [likes, ...entries] = await Promise.all([
    db
      .collection(`${recipePath(id)}/likes`)
      .count()
      .get(),
    ...fans.map((fan) => db.doc(wishlistPath(fan.uid, id)).get()),
  ]);
  expect(likes.data().count).toBe(0);
  expect(entries.map((entry) => entry.exists)).toEqual(fans.map(() => false));
}

describe('cascade on delete', { timeout: 90_000 }, () => {
  it('DELETE /recipes/:id has removed the likes and every wishlist entry when it answers', async () => {
    const id = await popularRecipe();
    expect((await db.doc(likePath(id, fans[0]?.uid ?? '')).get()).exists).toBe(true);

    expect((await call('DELETE', `/recipes/${id}`, { token: author.idToken })).status).toBe(200);

    // Checked at once, without waiting: the API finishes the cascade itself
    // before answering, and does not leave it to the (later) delete trigger.
    await expectNoDependents(id);
  });

  it('a delete made directly in Firestore (as the web app does) cascades through the trigger', async () => {
    const id = await popularRecipe();

    await db.doc(recipePath(id)).delete();

    await eventually(() => expectNoDependents(id), TRIGGER_WAIT_MS);
  });

  it('removes a wishlist entry written after its recipe was deleted', async () => {
    const id = await createRecipe(author);
    await db.doc(recipePath(id)).delete();
    const late = db.doc(wishlistPath(author.uid, id));
    await late.set({ createdAt: Timestamp.now() });
    await eventually(async () => expect((await late.get()).exists).toBe(false), TRIGGER_WAIT_MS);
  });
});

describe('a deleted recipe’s id taken over', { timeout: 90_000 }, () => {
  const shop = async (user: TestUser, ids: string[]) => {
    const result = await call('POST', '/mealplan/shopping-list', { token: user.idToken, json: { ids } });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
  };
  const namesRecipe = (id: string) => (thing: { recipeId: string | null }) => thing.recipeId === id;

  /** Another cook creates a recipe under the deleted one's id, as a browser may (it chooses the id). */
  async function takeOver(id: string, thief: TestUser, original: Record<string, unknown>) {
    await db
      .doc(recipePath(id))
      .set({ ...original, title: 'Not What You Planned', ownerUid: thief.uid, displayName: 'Thief Cook' });
  }

  it('shows in nobody’s plan or list: what named the old recipe keeps its title as plain text', async () => {
    const [hana, mo, lou, thief] = [await cook(), await cook(), await cook(), await cook('Thief Cook')];
    await householdOf(hana, [mo]);
    const doomed = await createRecipe(author);
    const kept = await createRecipe(author);
    const original = (await db.doc(recipePath(doomed)).get()).data() ?? {};
    const title = String(original['title']);

    // The household plans it (with a note) and shops for it; a cook on their own does too.
    const shared = await plan(hana, { date: today(), meal: 'dinner', recipeId: doomed, note: 'Double it' });
    const control = await plan(mo, { date: today(), meal: 'lunch', recipeId: kept });
    await shop(mo, [shared.id, control.id]);
    const own = await plan(lou, { date: null, meal: 'dinner', recipeId: doomed });
    await shop(lou, [own.id]);

    expect((await call('DELETE', `/recipes/${doomed}`, { token: author.idToken })).status).toBe(200);
    await takeOver(doomed, thief, original);

    // At once: the API ran the cascade before it answered.
    const label = `${title}${REMOVED_RECIPE_SUFFIX}`;
    for (const member of [hana, mo]) {
      const entries = await listPlan(member, `from=${today()}&to=${today()}`);
      expect(entries.some(namesRecipe(doomed))).toBe(false);
      expect(entries.find((entry) => entry.id === shared.id)).toMatchObject({
        recipeId: null,
        recipeTitle: null,
        servings: null,
        note: `${label}\nDouble it`,
        recipeRemoved: false,
      });
      // The honest control: a recipe still there keeps its place.
      expect(entries.find((entry) => entry.id === control.id)).toMatchObject({ recipeId: kept, recipeRemoved: false });
    }
    const ownEntries = await listPlan(lou, 'someday=true');
    expect(ownEntries.find((entry) => entry.id === own.id)).toMatchObject({ recipeId: null, note: label });

    const expectPlainItems = (items: ItemJson[]) => {
      const fromDoomed = items.filter((item) => item.recipeTitle === label);
      expect(fromDoomed.length).toBeGreaterThan(0);
      expect(fromDoomed.every((item) => item.recipeId === null)).toBe(true);
      expect(items.some(namesRecipe(doomed))).toBe(false);
      expect(JSON.stringify(items)).not.toContain('Not What You Planned');
    };
    const householdItems = await listItems(hana);
    expectPlainItems(householdItems);
    expect(householdItems.some(namesRecipe(kept))).toBe(true);
    expectPlainItems(await listItems(lou));
  });

  it('a delete made directly in Firestore turns the plan entries into notes through the trigger', async () => {
    const lou = await cook();
    const doomed = await createRecipe(author);
    const entry = await plan(lou, { date: today(), meal: 'dinner', recipeId: doomed });

    await db.doc(recipePath(doomed)).delete();

    await eventually(async () => {
      const [stored] = await listPlan(lou, `from=${today()}&to=${today()}`);
      expect(stored).toMatchObject({
        id: entry.id,
        recipeId: null,
        note: expect.stringMatching(/\(recipe removed\)$/),
      });
    }, TRIGGER_WAIT_MS);
  });
});
