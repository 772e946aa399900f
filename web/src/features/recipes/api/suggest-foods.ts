// The search box's food suggestions: the bounded lookups of
// schema/src/food-vocabulary.ts on the web SDK (GET /foods runs the same ones
// on the Admin SDK). The rules let anyone read `foods`.
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import {
  FOODS,
  SUGGESTION_LIMIT,
  suggestFoods as suggest,
  type FoodSuggestion,
  type SuggestionLookup,
} from '@recipe-book/schema/food-vocabulary';
import { loadFirestore } from '@/lib/firebase';

async function read(lookup: SuggestionLookup): Promise<FoodSuggestion[]> {
  const foods = collection(await loadFirestore(), FOODS);
  const matching =
    lookup.field === 'prefixes'
      ? where('prefixes', 'array-contains', lookup.contains)
      : where('variants', 'array-contains-any', lookup.containsAny);
  const snapshot = await getDocs(
    query(foods, matching, where('recipeCount', '>', 0), orderBy('recipeCount', 'desc'), limit(SUGGESTION_LIMIT)),
  );
  return snapshot.docs.map((doc) => ({ name: String(doc.get('name')), recipeCount: Number(doc.get('recipeCount')) }));
}

/** Known foods for what was typed: those a word of which it starts, then those one letter away. */
export const suggestFoods = (text: string): Promise<FoodSuggestion[]> => suggest(text, read);
