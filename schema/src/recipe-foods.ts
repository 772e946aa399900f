// The foods of a recipe: each ingredient line read by the ingredient parser
// (ingredient-line.ts: amount, unit, notes and asides go), then named by the
// food normaliser (foods.ts). The backend (a trigger, the REST API, the seed,
// the migration) stores them with the search tokens they bring (`searchFields`);
// a browser never computes them.
import { broaderFoods, foodFromWords, plainWords } from './foods';
import { parseIngredientLine } from './ingredient-line';
import { searchTokens } from './search';

/**
 * The foods of one ingredient line, the first being its own: "salt and
 * pepper" is two, "butter or margarine" the first. Empty for a line that
 * names no food ("to serve").
 */
export function lineFoods(line: string): string[] {
  // "egg-free wrappers" have no egg; "bone-in thighs" are thighs.
  const name = parseIngredientLine(line)
    .name.replace(/[\p{L}]+-free\b/giu, ' ')
    .replace(/\b(?:bone|skin)-(?:in|on)\b/giu, ' ');
  const [first = '', ...more] = name.split(/\s+(?:and|&)\s+/i);
  // Each food after the first has its own amount: "1 tsp baking powder and 1/2 tsp bicarbonate of soda".
  const parts = [first, ...more.map((part) => parseIngredientLine(part).name)];
  const foods = parts
    .map((part) => foodFromWords(plainWords(part.replace(/\bor\b.*$/i, ''))))
    .filter((food): food is string => food !== undefined);
  // "2 boneless, skinless chicken breasts": the food is past the comma the parser cut at.
  if (foods.length === 0 && line.includes(',')) return lineFoods(line.replaceAll(',', ' '));
  return [...new Set(foods)];
}

/** The one canonical food of a line ("2 ripe tomatoes, diced" → "tomato"), or undefined. */
export const foodOfLine = (line: string): string | undefined => lineFoods(line)[0];

/** The most foods a recipe keeps (its first lines win): it bounds its search tokens and vocabulary writes. */
const RECIPE_FOODS_MAX = 60;

/**
 * The foods a recipe stores: each line's foods with their broader foods,
 * distinct and sorted (a stable list, so an unchanged recipe is not rewritten).
 */
export function recipeFoods(ingredients: readonly string[]): string[] {
  const foods = new Set<string>();
  for (const line of ingredients) {
    for (const food of lineFoods(line)) {
      foods.add(food);
      for (const wider of broaderFoods(food)) foods.add(wider);
    }
  }
  return [...foods].slice(0, RECIPE_FOODS_MAX).sort();
}

/** The backend-kept search fields of a recipe with this title and these ingredient lines. */
export function searchFields(recipe: { title: string; ingredients: readonly string[] }): {
  foods: string[];
  searchTokens: string[];
} {
  const foods = recipeFoods(recipe.ingredients);
  return { foods, searchTokens: searchTokens(recipe.title, foods) };
}
