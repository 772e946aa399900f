// Recipe foods and the vocabulary of known foods (schema/src/foods.ts,
// schema/src/food-vocabulary.ts) on the admin side:
//   fillRecipeFoods        `npm run migrate`: gives every recipe stored before
//                          foods existed (or with stale ones) its foods and
//                          searchTokens, each in a transaction of its own
//   recountFoodVocabulary  the seed and `npm run migrate`: sets every food's
//                          count and every recipe's countedFoods marker to a
//                          full count of the public recipes
//   foodsProblem           `npm run check:data`: what is wrong with a recipe's
//                          stored foods, if anything
//
// The recount reads every recipe and marker at one moment and writes what
// differs afterwards, outside a transaction (as the totals' recount does,
// recipe-totals.ts): run it while the data is quiet and check:data again.
import { FieldPath, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import {
  COUNTED_FOODS,
  countedFoodsOf,
  countedFoodsPath,
  FOODS,
  foodFields,
  foodPath,
} from '@recipe-book/schema/food-vocabulary';
import { recipeFoods, searchFields } from '@recipe-book/schema/recipe-foods';
import { RECIPES } from '@recipe-book/schema/paths';
import { readAll } from './recipe-totals';

const sameList = (stored: unknown, wanted: readonly string[]) =>
  Array.isArray(stored) && stored.length === wanted.length && stored.every((item, i) => item === wanted[i]);

const textList = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;

/** The foods and searchTokens a stored recipe should have and does not; undefined when both are right. */
export function staleFoodFields(data: Record<string, unknown> | undefined): Record<string, string[]> | undefined {
  const ingredients = textList(data?.ingredients);
  if (typeof data?.title !== 'string' || !ingredients) return undefined;
  const wanted = searchFields({ title: data.title, ingredients });
  const changes: Record<string, string[]> = {};
  if (!sameList(data.foods, wanted.foods)) changes.foods = wanted.foods;
  if (!sameList(data.searchTokens, wanted.searchTokens)) changes.searchTokens = wanted.searchTokens;
  return Object.keys(changes).length > 0 ? changes : undefined;
}

/** What check:data says about a recipe's stored foods, or undefined when they match its ingredient lines. */
export function foodsProblem(data: Record<string, unknown>): string | undefined {
  const ingredients = textList(data.ingredients);
  if (!ingredients) return undefined;
  const wanted = recipeFoods(ingredients);
  if (data.foods === undefined) return 'foods missing (stored before foods existed): npm run migrate fills them';
  if (sameList(data.foods, wanted)) return undefined;
  const stored = textList(data.foods) ?? [];
  const missing = wanted.filter((food) => !stored.includes(food));
  const extra = stored.filter((food) => !wanted.includes(food));
  return (
    'foods do not match the ingredient lines' +
    (missing.length > 0 ? `: missing ${missing.join(', ')}` : '') +
    (extra.length > 0 ? `${missing.length > 0 ? ';' : ':'} not in them ${extra.join(', ')}` : '')
  );
}

export interface FoodFillReport {
  recipes: number;
  filled: number;
}

/** Gives every recipe the foods and searchTokens of its ingredient lines, reading `batchSize` at a time. */
export async function fillRecipeFoods(db: Firestore, batchSize = 200): Promise<FoodFillReport> {
  const report: FoodFillReport = { recipes: 0, filled: 0 };
  const ordered = db.collection(RECIPES).orderBy(FieldPath.documentId()).limit(batchSize);
  let page = await ordered.get();
  while (!page.empty) {
    report.recipes += page.size;
    for (const recipe of page.docs) {
      if (!staleFoodFields(recipe.data())) continue;
      // Read again inside the transaction: the cook may have edited the lines since the page was read.
      const filled = await db.runTransaction(async (transaction) => {
        const changes = staleFoodFields((await transaction.get(recipe.ref)).data());
        if (changes) transaction.update(recipe.ref, changes);
        return changes !== undefined;
      });
      if (filled) report.filled += 1;
    }
    if (page.size < batchSize) break;
    page = await ordered.startAfter(page.docs.at(-1)).get();
  }
  return report;
}

/** Writes a recipe's countedFoods marker in the batch that writes the recipe: the trigger then finds it counted. */
export function setCountedFoods(
  batch: WriteBatch,
  db: Firestore,
  id: string,
  data: { visibility?: unknown; foods?: unknown },
): void {
  const foods = countedFoodsOf(data);
  if (foods.length > 0) batch.set(db.doc(countedFoodsPath(id)), { foods });
}

export interface VocabularyRecount {
  /** Known foods (those of public recipes). */
  foods: number;
  /** Food documents and markers written or deleted. */
  rewritten: number;
}

/** Sets every food's count and every marker to a full count of the public recipes' stored foods. */
export async function recountFoodVocabulary(db: Firestore, batchSize = 400): Promise<VocabularyRecount> {
  const [recipes, markers, foods] = await Promise.all([
    readAll(db, RECIPES, ['visibility', 'foods'], batchSize),
    readAll(db, COUNTED_FOODS, ['foods'], batchSize),
    readAll(db, FOODS, ['recipeCount'], batchSize),
  ]);
  const counts = new Map<string, number>();
  const writes: ((batch: WriteBatch) => void)[] = [];
  for (const [id, data] of recipes) {
    const counted = countedFoodsOf(data);
    for (const food of counted) counts.set(food, (counts.get(food) ?? 0) + 1);
    if (counted.length > 0 && !sameList(markers.get(id)?.foods, counted)) {
      writes.push((batch) => batch.set(db.doc(countedFoodsPath(id)), { foods: counted }));
    }
  }
  for (const id of markers.keys()) {
    if (countedFoodsOf(recipes.get(id)).length === 0)
      writes.push((batch) => batch.delete(db.doc(countedFoodsPath(id))));
  }
  for (const [food, recipeCount] of counts) {
    if (foods.get(food)?.recipeCount !== recipeCount) {
      writes.push((batch) => batch.set(db.doc(foodPath(food)), { ...foodFields(food), recipeCount }));
    }
  }
  // A food no public recipe has any more stays known, with 0 (never suggested).
  for (const [food, data] of foods) {
    if (!counts.has(food) && data.recipeCount !== 0) {
      writes.push((batch) => batch.set(db.doc(foodPath(food)), { recipeCount: 0 }, { merge: true }));
    }
  }
  for (let start = 0; start < writes.length; start += batchSize) {
    const batch = db.batch();
    for (const write of writes.slice(start, start + batchSize)) write(batch);
    await batch.commit();
  }
  return { foods: counts.size, rewritten: writes.length };
}
