// Firestore emulator access for the manage journeys (Add, My Recipes,
// Wishlist, Dashboard): read a recipe as stored, find what a test account
// owns, count recipes, and set up another user's like and wishlist entry;
// and the personal access tokens of the Settings journey.
// `Bearer owner` skips the rules, so only the app's own writes go through them.
import { API_TOKENS, likePath, wishlistPath } from '@recipe-book/schema/paths';
import { LISTED_VISIBILITY } from '@recipe-book/schema/visibility';

const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
const DATABASE = 'projects/demo-recipes/databases/(default)';
const DOCUMENTS = `${FIRESTORE}/v1/${DATABASE}/documents`;
const ADMIN = { authorization: 'Bearer owner', 'content-type': 'application/json' };

type StoredValue = string | number | boolean | null | StoredValue[] | { [key: string]: StoredValue };

interface RestValue {
  stringValue?: string;
  integerValue?: string;
  doubleValue?: number;
  booleanValue?: boolean;
  timestampValue?: string;
  nullValue?: null;
  arrayValue?: { values?: RestValue[] };
  mapValue?: { fields?: Record<string, RestValue> };
}

/** A REST value as a plain one; timestamps stay ISO strings. */
function decode(value: RestValue): StoredValue {
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(decode);
  if (value.mapValue) {
    return Object.fromEntries(Object.entries(value.mapValue.fields ?? {}).map(([key, item]) => [key, decode(item)]));
  }
  if (value.integerValue !== undefined) return Number(value.integerValue);
  return value.stringValue ?? value.timestampValue ?? value.doubleValue ?? value.booleanValue ?? null;
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${DOCUMENTS}${path}`, { ...init, headers: ADMIN });
  if (!response.ok) throw new Error(`Firestore emulator ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The recipe's fields as stored, or undefined when it does not exist. */
export const readRecipe = (recipeId: string) => readDocument(`recipes/${recipeId}`);

/** A document's fields as stored (e.g. `recipes/x/reviews/uid`), or undefined when it does not exist. */
export async function readDocument(path: string): Promise<Record<string, StoredValue> | undefined> {
  const response = await fetch(`${DOCUMENTS}/${path}`, { headers: ADMIN });
  if (response.status === 404) return undefined;
  const { fields } = (await response.json()) as { fields: Record<string, RestValue> };
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decode(value)]));
}

/** Ids of the documents of a top-level collection whose `field` is `uid`, read past the rules. */
async function idsOwnedBy(collectionId: string, field: string, uid: string): Promise<string[]> {
  const rows = await call<{ document?: { name: string } }[]>(':runQuery', {
    method: 'POST',
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId }],
        where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: uid } } },
      },
    }),
  });
  return rows.flatMap((row) => (row.document ? [row.document.name.split('/').at(-1) ?? ''] : []));
}

/** Ids of the recipes `uid` owns, read past the rules. */
export const recipeIdsOwnedBy = (uid: string) => idsOwnedBy('recipes', 'ownerUid', uid);

/** Ids of the personal access tokens of `uid` (apiTokens, which only the backend may read). */
export const apiTokenIdsOf = (uid: string) => idsOwnedBy(API_TOKENS, 'uid', uid);

/** `count` personal access tokens of `uid`, stored as the API stores them (hashes of no real secret). */
export async function addApiTokens(uid: string, count: number): Promise<void> {
  const now = { timestampValue: new Date().toISOString() };
  const writes = Array.from({ length: count }, (_, index) => ({
    update: {
      name: `${DATABASE}/documents/${API_TOKENS}/e2e-${uid}-${index}`,
      fields: {
        uid: { stringValue: uid },
        name: { stringValue: `Script ${index + 1}` },
        hash: { stringValue: `${index}`.padStart(64, '0') },
        createdAt: now,
        lastUsedAt: { nullValue: null },
      },
    },
  }));
  await call(':commit', { method: 'POST', body: JSON.stringify({ writes }) });
}

/** Removes every personal access token of a test account. */
export async function deleteApiTokensOf(uid: string): Promise<void> {
  for (const id of await apiTokenIdsOf(uid)) {
    await fetch(`${DOCUMENTS}/${API_TOKENS}/${id}`, { method: 'DELETE', headers: ADMIN });
  }
}

/** Removes every recipe of a test account (only accounts the test made). */
export async function deleteRecipesOwnedBy(uid: string): Promise<void> {
  for (const id of await recipeIdsOwnedBy(uid)) {
    await fetch(`${DOCUMENTS}/recipes/${id}`, { method: 'DELETE', headers: ADMIN });
  }
}

/** Removes every collection of a test account (only accounts the test made). */
export async function deleteCollectionsOwnedBy(uid: string): Promise<void> {
  for (const id of await idsOwnedBy('collections', 'ownerUid', uid)) {
    await fetch(`${DOCUMENTS}/collections/${id}`, { method: 'DELETE', headers: ADMIN });
  }
}

const equalTo = (fieldPath: string, value: string) => ({
  fieldFilter: { field: { fieldPath }, op: 'EQUAL', value: { stringValue: value } },
});

/**
 * How many recipes the kept totals count now (the public ones; of one cuisine,
 * if given), counted by the emulator. Other suites add unlisted and private
 * recipes meanwhile, which no total counts.
 */
export async function countRecipes(cuisine?: string): Promise<number> {
  const filters = [equalTo('visibility', LISTED_VISIBILITY), ...(cuisine ? [equalTo('cuisine', cuisine)] : [])];
  const [row] = await call<{ result: { aggregateFields: { all: RestValue } } }[]>(':runAggregationQuery', {
    method: 'POST',
    body: JSON.stringify({
      structuredAggregationQuery: {
        structuredQuery: { from: [{ collectionId: 'recipes' }], where: { compositeFilter: { op: 'AND', filters } } },
        aggregations: [{ alias: 'all', count: {} }],
      },
    }),
  });
  return Number(decode(row?.result.aggregateFields.all ?? {}));
}

/** How long a poll of `shownMatchesCount` may wait: the trigger runs after each write, on a busy machine. */
export const TRIGGERS_SETTLED = { timeout: 60_000, interval: 1_000 };

// How far the kept totals may trail the count: the trigger runs a few seconds
// after each write, longer when the other suites keep the machine busy.
const TRIGGER_LAG_MS = 20_000;

/**
 * A check to poll: whether `shown()` (a total a page shows) equals a count of
 * recipes (of one cuisine, if given) that the emulator had during the poll's
 * last 20 s. Other suites add and delete recipes meanwhile (vitest runs the
 * API suite beside the browser one), and while they keep adding, the kept
 * total trails the count by the trigger's lag and never equals the count of
 * the same moment. Counts are read only from the poll's first call, so a total
 * that misses the test's own write never matches one read after it.
 */
export function shownMatchesCount(shown: () => Promise<number>, cuisine?: string): () => Promise<boolean> {
  const counts: { at: number; count: number }[] = [];
  const readCount = async () => counts.push({ at: Date.now(), count: await countRecipes(cuisine) });
  return async () => {
    await readCount();
    const total = await shown();
    await readCount();
    const lately = counts.filter(({ at }) => at >= Date.now() - TRIGGER_LAG_MS).map(({ count }) => count);
    return total >= Math.min(...lately) && total <= Math.max(...lately);
  };
}

const restValue = (value: string | string[]): RestValue =>
  typeof value === 'string'
    ? { stringValue: value }
    : { arrayValue: { values: value.map((item) => ({ stringValue: item })) } };

/** Sets text or list fields of a recipe, as an administrator would (e.g. hands it to another owner). */
export async function setRecipeFields(recipeId: string, fields: Record<string, string | string[]>): Promise<void> {
  const mask = Object.keys(fields)
    .map((field) => `updateMask.fieldPaths=${field}`)
    .join('&');
  await call(`/recipes/${recipeId}?${mask}`, {
    method: 'PATCH',
    body: JSON.stringify({
      fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, restValue(value)])),
    }),
  });
}

/** Stores a number field of a recipe as a double (as a tool other than the app might): the rules then refuse its counter steps. */
export async function setRecipeDouble(recipeId: string, field: string, value: number): Promise<void> {
  await call(`/recipes/${recipeId}?updateMask.fieldPaths=${field}`, {
    method: 'PATCH',
    body: JSON.stringify({ fields: { [field]: { doubleValue: value } } }),
  });
}

/** `uid` likes and wishlists the recipe: both documents and both counters +1, in one commit. */
export async function likeAndWishlistAs(uid: string, recipeId: string): Promise<void> {
  const now = { timestampValue: new Date().toISOString() };
  await call(':commit', {
    method: 'POST',
    body: JSON.stringify({
      writes: [
        { update: { name: `${DATABASE}/documents/${likePath(recipeId, uid)}`, fields: { createdAt: now } } },
        {
          update: {
            name: `${DATABASE}/documents/${wishlistPath(uid, recipeId)}`,
            fields: { createdAt: now, recipeId: { stringValue: recipeId } },
          },
        },
        {
          transform: {
            document: `${DATABASE}/documents/recipes/${recipeId}`,
            fieldTransforms: [
              { fieldPath: 'likeCount', increment: { integerValue: '1' } },
              { fieldPath: 'wishlistCount', increment: { integerValue: '1' } },
            ],
          },
        },
      ],
    }),
  });
}
