// Rules of the vocabulary of known foods (schema/src/food-vocabulary.ts):
// `foods/{food}` is public to read, one document or a list (the search box's
// suggestions), and only the backend's trigger writes it; the per-recipe
// markers in `countedFoods` are the backend's alone, denied to every browser.
import { countedFoodsPath, foodFields, foodPath, FOODS } from '@recipe-book/schema/food-vocabulary';
import { collection, doc, getDocs, increment, query, updateDoc, where } from 'firebase/firestore';
import type { DocumentData } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ACTORS, documentOperations, expectRules, grid, useRulesEnv } from './rules-env';

const rules = useRulesEnv('demo-rules-foods');

const KEPT: Record<string, DocumentData> = {
  [foodPath('tomato')]: { ...foodFields('tomato'), recipeCount: 3 },
  [countedFoodsPath('dal')]: { foods: ['tomato'] },
};

// Each document with a write a browser might try: a plausible value, never accepted.
const DOCUMENTS: [string, string, DocumentData][] = [
  ['foods/{food}', foodPath('tomato'), { ...foodFields('tomato'), recipeCount: 4 }],
  ['countedFoods/{recipeId}', countedFoodsPath('dal'), { foods: ['tomato', 'lentil'] }],
];

describe.each(DOCUMENTS)('%s: who may do what', (_name, path, data) => {
  const readable = path === foodPath('tomato') ? ACTORS : [];
  const cells = grid({ get: readable, list: readable, create: [], update: [], delete: [] });
  it.each(cells)('%s %s → allowed: %s', async (actor, operation, allowed) => {
    // Creating needs the document absent; everything else starts from the kept vocabulary.
    const { [path]: _absent, ...others } = KEPT;
    await rules.seed(operation === 'create' ? others : KEPT);
    await expectRules(documentOperations(path, data)[operation](rules.db(actor)), allowed);
  });
});

describe('the suggestions query', () => {
  it.each(ACTORS)('%s reads foods by a prefix of a word, most used first', async (actor) => {
    await rules.seed(KEPT);
    const foods = collection(rules.db(actor), FOODS);
    await expectRules(getDocs(query(foods, where('prefixes', 'array-contains', 'tom'))), true);
  });

  it.each(ACTORS)('%s cannot make a food look popular', async (actor) => {
    await rules.seed(KEPT);
    await expectRules(updateDoc(doc(rules.db(actor), foodPath('tomato')), { recipeCount: increment(100) }), false);
  });
});
