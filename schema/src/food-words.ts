// The few food helpers search needs on every page that searches (search.ts):
// a word in the singular, and the check of a recipe's stored foods against
// "with" and "without". The normaliser's word lists stay in foods.ts, loaded
// only where foods are typed (All Recipes' filters) or read from lines.

/** Plurals that do not lose a plain -s or -es. */
const IRREGULAR: Record<string, string> = {
  leaves: 'leaf',
  halves: 'half',
  loaves: 'loaf',
  potatoes: 'potato',
  tomatoes: 'tomato',
  mangoes: 'mango',
  chillies: 'chili',
  chilies: 'chili',
  cookies: 'cookie',
  brownies: 'brownie',
  anchovies: 'anchovy',
  olives: 'olive',
  chives: 'chive',
  cloves: 'clove',
};

/** Words that end in s in the singular. */
const NOT_PLURAL = new Set([
  'asparagus',
  'couscous',
  'hummus',
  'molasses',
  'swiss',
  'brussels',
  'citrus',
  'octopus',
  'bass',
  'grass',
  'lemongrass',
  'watercress',
  'cress',
]);

/** One word in the singular: "tomatoes" → "tomato", "berries" → "berry", "lentils" → "lentil". */
export function singular(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (NOT_PLURAL.has(word) || word.length <= 3) return word;
  if (/(?:ss|us|is|ous)$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|xes|sses|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** Whether a recipe with these stored foods has every food of `wanted` and none of `unwanted`. */
export function matchesFoods(
  foods: readonly string[] | undefined,
  wanted: readonly string[] = [],
  unwanted: readonly string[] = [],
): boolean {
  const stored = new Set(foods ?? []);
  return wanted.every((food) => stored.has(food)) && !unwanted.some((food) => stored.has(food));
}

/** The most foods one "with" or "without" list takes. */
export const FOOD_FILTER_MAX = 10;
