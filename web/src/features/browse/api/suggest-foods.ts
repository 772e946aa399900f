// The search box's food suggestions, read through the site's REST API
// (GET /api/foods, which runs the bounded lookups of
// schema/src/food-vocabulary.ts): the same answer for everyone, so Hosting's
// CDN caches it, and a visitor's search page never downloads the Firestore SDK.
import type { FoodSuggestion } from '@recipe-book/schema/food-vocabulary';

const isSuggestion = (value: unknown): value is FoodSuggestion =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FoodSuggestion).name === 'string' &&
  typeof (value as FoodSuggestion).recipeCount === 'number';

/** Known foods for what was typed: those a word of which it starts, then those one letter away. */
export async function suggestFoods(text: string): Promise<FoodSuggestion[]> {
  const response = await fetch(`/api/foods?prefix=${encodeURIComponent(text)}`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET /api/foods answered ${response.status}`);
  const body: unknown = await response.json();
  return Array.isArray(body) ? body.filter(isSuggestion) : [];
}
