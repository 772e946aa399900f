// GET /recipes?q=: what people type finds what they mean (the starts of title
// words, any case, any accents, any plural, any order; foods have their own
// file, search-foods.test.ts), over real HTTP against recipes made
// through the API and through a browser's path (the Firestore emulator with a
// user's token and the security rules on), whose tokens the trigger adds.
import { cookProfilePath } from '@recipe-book/schema/cook-profile';
import { recipePath } from '@recipe-book/schema/paths';
import { NEW_RECIPE_COUNTERS } from '@recipe-book/schema/recipe';
import { recipeFoods, searchFields } from '@recipe-book/schema/recipe-foods';
import { matchesSearch } from '@recipe-book/schema/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api';
import { FIRESTORE_HOST, PROJECT_ID } from './support/env';
import { db, eventually } from './support/firestore';
import { createRecipe, deleteCreatedRecipes, recipeBody, rememberRecipe, uniqueWord } from './support/recipes';
import type { RecipeJson } from './support/recipes';
import { createUser, deleteCreatedUsers, type TestUser } from './support/users';

// A word of this run only: searches that include it see no other data.
const WORD = uniqueWord('q');
// The first trigger run after a (re)load starts a function process, which takes
// up to a minute on a busy two-core machine: allow it time.
const TRIGGER_WAIT_MS = 90_000;

let author: TestUser;
const made: Record<string, string> = {};

const TITLES = {
  carbonara: `${WORD} Spaghetti Carbonara`,
  lavaCake: `${WORD} Chocolate Lava Cake`,
  brulee: `${WORD} Crème Brûlée`,
  carrotCake: `${WORD} Carrot Cake`,
  tomatoSoup: `${WORD} Tomato Soup`,
};

beforeAll(async () => {
  author = await createUser();
  // One after the other, so that createdAt follows this order.
  for (const [key, title] of Object.entries(TITLES)) made[key] = await createRecipe(author, { title });
  // Five API calls, each of which may start a function process on a busy machine.
}, 180_000);

afterAll(async () => {
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

const idsOf = (recipes: RecipeJson[]) => recipes.map((recipe) => recipe._id);

/** One page of `?q=`, every result checked against the meaning of search. */
async function search(q: string, extra = ''): Promise<{ ids: string[]; next: string | null }> {
  const result = await call<RecipeJson[]>('GET', `/recipes?q=${encodeURIComponent(q)}&limit=50${extra}`);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  for (const recipe of result.body) {
    const foods = recipeFoods(recipe.ingredients);
    expect(matchesSearch(recipe.title, q, foods), `${recipe.title} for ${q}`).toBe(true);
  }
  return { ids: idsOf(result.body), next: result.headers.get('x-next-cursor') };
}

/** This run's recipes that `q` finds, newest first. */
const searchOurs = async (q: string) => (await search(`${WORD} ${q}`)).ids;
const newestFirst = (...keys: (keyof typeof TITLES)[]) => keys.map((key) => made[key]).reverse();

describe('GET /recipes?q= matches the starts of title words', () => {
  it('finds a recipe by the first letters of a word, among everyone’s recipes', async () => {
    expect((await search('spag')).ids).toContain(made.carbonara);
    expect((await search('Carbo')).ids).toContain(made.carbonara);
  });

  it('ignores case and accents', async () => {
    expect(await searchOurs('CHOC')).toEqual(newestFirst('lavaCake'));
    expect(await searchOurs('creme brulee')).toEqual(newestFirst('brulee'));
    expect(await searchOurs('BRÛL')).toEqual(newestFirst('brulee'));
  });

  it('finds two words in any order, each the start of a different word', async () => {
    expect((await search('CHOC cake')).ids).toContain(made.lavaCake);
    expect(await searchOurs('CHOC cake')).toEqual(newestFirst('lavaCake'));
    expect(await searchOurs('cake')).toEqual(newestFirst('lavaCake', 'carrotCake'));
    expect(await searchOurs('ca')).toEqual(newestFirst('carbonara', 'lavaCake', 'carrotCake'));
    expect(await searchOurs('choc carr')).toEqual([]);
  });

  it('requires every word of three or more', async () => {
    expect((await search('choc lava cake')).ids).toContain(made.lavaCake);
    expect(await searchOurs('lava cake choc')).toEqual(newestFirst('lavaCake'));
    expect(await searchOurs('choc lava pie')).toEqual([]);
  });

  it('finds nothing by the middle or end of a word, nor by a longer word', async () => {
    expect(await searchOurs('ghetti')).toEqual([]);
    expect(await searchOurs('cakery')).toEqual([]);
    expect(await searchOurs('tomatoey')).toEqual([]);
  });

  it('finds the singular by the plural: "tomatoes" and "tomato" find the same', async () => {
    expect(await searchOurs('cakes')).toEqual(newestFirst('lavaCake', 'carrotCake'));
    expect(await searchOurs('tomatoes')).toEqual(newestFirst('tomatoSoup'));
    expect(await searchOurs('tomato')).toEqual(newestFirst('tomatoSoup'));
  });

  it('combines with the cuisine filter and the sorts', async () => {
    expect((await search(`${WORD} cake`, '&cuisine=others&sort=prepTime')).ids.sort()).toEqual(
      [made.lavaCake, made.carrotCake].sort(),
    );
    expect((await search(`${WORD} cake`, '&cuisine=Italian&sort=-prepTime')).ids).toEqual([]);
  });
});

describe('search pages', () => {
  it('pages a checked search without repeats or gaps, skipping near misses', async () => {
    const word = uniqueWord('page');
    const owner = await createUser();
    // Every title shares the pair token of `${word} carbonara` ("carbo"), but
    // only the "Carbonara" ones match: the others are checked out.
    const titles = [
      'Carbonara A',
      'Carbonic B',
      'Carbonara C',
      'Carbonic D',
      'Carbonara E',
      'Carbonara F',
      'Carbonic G',
    ];
    const ids: string[] = [];
    for (const title of titles) ids.push(await createRecipe(owner, { title: `${word} ${title}` }));
    const expected = ids.filter((_, i) => titles[i]?.startsWith('Carbonara')).reverse();

    const seen: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 10; pages++) {
      const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const result = await call<RecipeJson[]>(
        'GET',
        `/recipes?q=${encodeURIComponent(`${word} carbonara`)}&limit=2${suffix}`,
      );
      expect(result.status).toBe(200);
      expect(result.body.length).toBeLessThanOrEqual(2);
      seen.push(...idsOf(result.body));
      cursor = result.headers.get('x-next-cursor');
      if (!cursor) break;
    }
    expect(cursor).toBeNull();
    expect(seen).toEqual(expected);
  });
});

describe('search tokens are kept by the backend', () => {
  it('a recipe created through the API is found at once', async () => {
    const id = await createRecipe(author, { title: `${WORD} Saffron Risotto` });
    expect(await searchOurs('saff ris')).toEqual([id]);
  });

  it('a title edited through the API is found by its new words at once, no longer by its old ones', async () => {
    const id = await createRecipe(author, { title: `${WORD} Plain Omelette` });
    const edit = await call('PATCH', `/recipes/${id}`, {
      token: author.idToken,
      json: { title: `${WORD} Herb Frittata` },
    });
    expect(edit.status).toBe(200);
    expect(await searchOurs('frit')).toEqual([id]);
    expect(await searchOurs('omel')).toEqual([]);
  });

  it(
    'a recipe a browser writes (rules on, no tokens) gets them from the trigger, and its title edit too',
    async () => {
      const cook = await createUser();
      const id = `search-${WORD}`;
      rememberRecipe(id);
      const { title: _title, ...content } = recipeBody();
      await browserWrite(cook, id, { ...content, title: `${WORD} Mango Lassi` }, 'create');
      await tokensFollowTitle(id, `${WORD} Mango Lassi`, content.ingredients);
      expect(await searchOurs('mang las')).toEqual([id]);

      await browserWrite(cook, id, { title: `${WORD} Rose Falooda` }, 'update');
      const editedAt = (await db.doc(recipePath(id)).get()).get('updatedAt');
      await tokensFollowTitle(id, `${WORD} Rose Falooda`, content.ingredients);
      expect(await searchOurs('falo')).toEqual([id]);
      expect(await searchOurs('mango')).toEqual([]);
      // The trigger writes the tokens only: updatedAt is still the author's edit.
      expect((await db.doc(recipePath(id)).get()).get('updatedAt')).toEqual(editedAt);
    },
    3 * TRIGGER_WAIT_MS,
  );
});

/** Waits for the trigger: the stored tokens become those of `title` and the foods of `ingredients`. */
async function tokensFollowTitle(id: string, title: string, ingredients: string[]): Promise<void> {
  await eventually(async () => {
    expect((await db.doc(recipePath(id)).get()).get('searchTokens')).toEqual(
      searchFields({ title, ingredients }).searchTokens,
    );
  }, TRIGGER_WAIT_MS);
}

type FirestoreValue =
  | { stringValue: string }
  | { integerValue: string }
  | { arrayValue: { values: FirestoreValue[] } }
  | { mapValue: { fields: Record<string, FirestoreValue> } };

function toValue(value: unknown): FirestoreValue {
  if (typeof value === 'number') return { integerValue: String(value) };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  if (typeof value === 'object' && value !== null) {
    return {
      mapValue: { fields: Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toValue(item)])) },
    };
  }
  return { stringValue: String(value) };
}

/**
 * A write as the web app makes it: the Firestore emulator's REST API with the
 * user's ID token, so the security rules decide. A create carries every field
 * the rules require (server times, zero counters, the owner), an update only
 * the changed fields and a new updatedAt.
 */
async function browserWrite(
  user: TestUser,
  id: string,
  fields: Record<string, unknown>,
  kind: 'create' | 'update',
): Promise<void> {
  const name = `projects/${PROJECT_ID}/databases/(default)/documents/${recipePath(id)}`;
  const data =
    kind === 'create'
      ? {
          ...fields,
          ...NEW_RECIPE_COUNTERS,
          ownerUid: user.uid,
          displayName: 'Test Cook',
        }
      : fields;
  const stamps = kind === 'create' ? ['createdAt', 'updatedAt'] : ['updatedAt'];
  const write = {
    update: { name, fields: Object.fromEntries(Object.entries(data).map(([key, value]) => [key, toValue(value)])) },
    ...(kind === 'create' ? { currentDocument: { exists: false } } : { updateMask: { fieldPaths: Object.keys(data) } }),
    updateTransforms: stamps.map((fieldPath) => ({ fieldPath, setToServerValue: 'REQUEST_TIME' })),
  };
  // A recipe is signed with the cook's profile name, so a first recipe comes with the profile, as the app writes it.
  const profile = {
    update: {
      name: `projects/${PROJECT_ID}/databases/(default)/documents/${cookProfilePath(user.uid)}`,
      fields: { displayName: toValue('Test Cook'), photoURL: toValue(''), bio: toValue('') },
    },
    currentDocument: { exists: false },
    updateTransforms: [{ fieldPath: 'memberSince', setToServerValue: 'REQUEST_TIME' }],
  };
  const response = await fetch(
    `http://${FIRESTORE_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents:commit`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ writes: kind === 'create' ? [profile, write] : [write] }),
    },
  );
  expect(response.status, await response.text()).toBe(200);
}
