// Known foods for GET /foods: the bounded lookups of
// schema/src/food-vocabulary.ts on the Admin SDK (the web app runs the same
// ones on the web SDK): at most 2 × SUGGESTION_LIMIT documents read.
import {
  FOODS,
  SUGGESTION_LIMIT,
  suggestFoods as suggest,
  type FoodSuggestion,
  type SuggestionLookup,
} from '@recipe-book/schema/food-vocabulary';
import { db } from '../firebase';

async function read(lookup: SuggestionLookup): Promise<FoodSuggestion[]> {
  const foods = db.collection(FOODS);
  const matching =
    lookup.field === 'prefixes'
      ? foods.where('prefixes', 'array-contains', lookup.contains)
      : foods.where('variants', 'array-contains-any', lookup.containsAny);
  const snapshot = await matching
    .where('recipeCount', '>', 0)
    .orderBy('recipeCount', 'desc')
    .limit(SUGGESTION_LIMIT)
    .get();
  return snapshot.docs.map((doc) => ({ name: String(doc.get('name')), recipeCount: Number(doc.get('recipeCount')) }));
}

/** The known foods that start with what was typed, most used first, then those one letter away. */
export const suggestFoods = (text: string): Promise<FoodSuggestion[]> => suggest(text, read);
