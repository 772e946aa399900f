// Rules of the kept recipe totals (schema/src/kept-totals.ts): `stats/recipes`
// and `stats/recipes/cooks/{uid}` are public to read one document at a time,
// and only the backend's trigger writes them; the per-recipe markers in
// `countedRecipes` are the backend's alone, denied to every browser.
import { cookTotalsPath, countedRecipePath, RECIPE_TOTALS_PATH } from '@recipe-book/schema/kept-totals';
import { doc, increment, updateDoc } from 'firebase/firestore';
import type { DocumentData } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ACTORS, documentOperations, expectRules, grid, OWNER_UID, useRulesEnv } from './rules-env';

const rules = useRulesEnv('demo-rules-recipe-totals');

const RECIPE_ID = 'carbonara';
const KEPT: Record<string, DocumentData> = {
  [RECIPE_TOTALS_PATH]: { total: 3, byCuisine: { Italian: 2, Mexican: 1 } },
  [cookTotalsPath(OWNER_UID)]: { recipeCount: 2 },
  [countedRecipePath(RECIPE_ID)]: { cuisine: 'Italian', ownerUid: OWNER_UID },
};

// Each document with a write a browser might try: a plausible value, never accepted.
const DOCUMENTS: [string, string, DocumentData][] = [
  ['stats/recipes', RECIPE_TOTALS_PATH, { total: 4, byCuisine: { Italian: 3, Mexican: 1 } }],
  ["stats/recipes/cooks/{uid}, the cook's own", cookTotalsPath(OWNER_UID), { recipeCount: 3 }],
  ['countedRecipes/{recipeId}', countedRecipePath(RECIPE_ID), { cuisine: 'Mexican', ownerUid: OWNER_UID }],
];

describe.each(DOCUMENTS)('%s: who may do what', (_name, path, data) => {
  const readable = path === countedRecipePath(RECIPE_ID) ? [] : ACTORS;
  const cells = grid({ get: readable, list: [], create: [], update: [], delete: [] });
  it.each(cells)('%s %s → allowed: %s', async (actor, operation, allowed) => {
    // Creating needs the document absent; everything else starts from the kept totals.
    const { [path]: _absent, ...others } = KEPT;
    await rules.seed(operation === 'create' ? others : KEPT);
    await expectRules(documentOperations(path, data)[operation](rules.db(actor)), allowed);
  });
});

describe('forged totals', () => {
  it.each(ACTORS)('%s cannot make the total jump', async (actor) => {
    await rules.seed(KEPT);
    await expectRules(updateDoc(doc(rules.db(actor), RECIPE_TOTALS_PATH), { total: increment(1000) }), false);
  });

  it.each(ACTORS)('%s cannot count one more recipe of a cuisine', async (actor) => {
    await rules.seed(KEPT);
    const db = rules.db(actor);
    await expectRules(updateDoc(doc(db, RECIPE_TOTALS_PATH), { 'byCuisine.Italian': increment(1) }), false);
  });
});
