// Known foods for GET /foods: the two bounded lookups of
// schema/src/food-vocabulary.ts on the Admin SDK (the web app runs the same
// two on the web SDK): at most 2 × SUGGESTION_LIMIT documents read.
import type { Query } from 'firebase-admin/firestore';
import {
  FOODS,
  rankSuggestions,
  SUGGESTION_LIMIT,
  suggestionLookup,
  type FoodSuggestion,
} from '@recipe-book/schema/food-vocabulary';
import { db } from '../firebase';

async function read(query: Query): Promise<FoodSuggestion[]> {
  const snapshot = await query
    .where('recipeCount', '>', 0)
    .orderBy('recipeCount', 'desc')
    .limit(SUGGESTION_LIMIT)
    .get();
  return snapshot.docs.map((doc) => ({ name: String(doc.get('name')), recipeCount: Number(doc.get('recipeCount')) }));
}

/** The known foods that start with what was typed, most used first, then those one letter away. */
export async function suggestFoods(text: string): Promise<FoodSuggestion[]> {
  const lookup = suggestionLookup(text);
  if (!lookup) return [];
  const foods = db.collection(FOODS);
  const byPrefix = await read(foods.where('prefixes', 'array-contains', lookup.prefix));
  const exact = rankSuggestions(text, byPrefix, []);
  // Enough foods start with it: nothing is misspelt.
  if (exact.length >= SUGGESTION_LIMIT || lookup.variants.length === 0) return exact;
  const byVariant = await read(foods.where('variants', 'array-contains-any', lookup.variants));
  return rankSuggestions(text, byPrefix, byVariant);
}
