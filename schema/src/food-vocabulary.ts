// The vocabulary of known foods: one document per canonical food (foods.ts)
// with how many public recipes use it, read by GET /foods (the search box's
// suggestions).
//
//   foods/{food}               { name, recipeCount, staple, prefixes, variants }
//   countedFoods/{recipeId}    { foods }: the foods a public recipe is counted
//                              with (backend only), as countedRecipes is for the totals
//
// Kept by the recipe trigger (functions/src/recipes/food-vocabulary-trigger.ts)
// whoever writes a recipe: it compares the recipe's public foods with its
// marker and moves the counts by the difference in one transaction, so a
// repeated or late event never counts twice. A food whose count falls to 0
// stays, with 0, and is never suggested.
//
// Suggestions read at most SUGGESTION_LIMIT documents per query and at most
// two queries: `prefixes` (every prefix of every word of the name) answers
// "starts a word", most used first; when that finds fewer than the limit,
// `variants` answers "one letter wrong": the name's words and each word with
// one letter left out, against what was typed and it with one letter left out.
// A deletion on both sides covers a missing letter ("chiken"), an extra one
// ("tomatoe"), a wrong one ("tomata") and two swapped ("chikcen").
import { singular } from './food-words';
import { isStaple } from './foods';
import { typedFood, wordsOf } from './search';
import { LISTED_VISIBILITY } from './visibility';

export const FOODS = 'foods';
export const COUNTED_FOODS = 'countedFoods';
export const foodPath = (food: string) => `${FOODS}/${food}`;
export const countedFoodsPath = (recipeId: string) => `${COUNTED_FOODS}/${recipeId}`;

/** A food of the vocabulary as stored. */
export interface StoredFood {
  name: string;
  /** Public recipes that have this food (or a narrower one: "chicken" counts chicken thighs). */
  recipeCount: number;
  /** Taken for granted (salt, water, oil): kept, never required. */
  staple: boolean;
  /** Every prefix of every word of the name, for "starts a word". */
  prefixes: string[];
  /** Each word of the name and each with one letter left out, for "one letter wrong". */
  variants: string[];
}

/** Most suggestions one query returns (and most documents it reads). */
export const SUGGESTION_LIMIT = 8;

/** Longest word that gets one-letter variants: `array-contains-any` takes at most 30 values. */
const VARIANT_WORD_MAX = 24;

/** Shortest typed word that is forgiven a wrong letter (below it, too many foods are one letter away). */
const FUZZY_MIN = 4;

function withoutOneLetter(word: string): string[] {
  const chars = [...word];
  return chars.map((_, i) => [...chars.slice(0, i), ...chars.slice(i + 1)].join(''));
}

/** The word and each of it with one letter left out. */
function oneLetterVariants(word: string): string[] {
  if ([...word].length > VARIANT_WORD_MAX) return [word];
  return [...new Set([word, ...withoutOneLetter(word)])];
}

/** The stored fields of a food (all but its count, which moves by increments). */
export function foodFields(name: string): Omit<StoredFood, 'recipeCount'> {
  const words = wordsOf(name);
  const prefixes = words.flatMap((word) => [...word].map((_, i) => [...word].slice(0, i + 1).join('')));
  return {
    name,
    staple: isStaple(name),
    prefixes: [...new Set(prefixes)],
    variants: [...new Set(words.filter((word) => word.length >= FUZZY_MIN - 1).flatMap(oneLetterVariants))],
  };
}

/**
 * The two lookups of a suggestion: the last typed word as the start of a word
 * of a food, and (when it is long enough) its one-letter variants. Undefined
 * for nothing typed.
 */
function suggestionLookup(text: string): { prefix: string; variants: string[] } | undefined {
  const words = wordsOf(text);
  const last = words.at(-1);
  if (last === undefined) return undefined;
  // The singular too: "tomatoes" starts no word of "tomato".
  const prefix = singular(last);
  return { prefix, variants: [...last].length >= FUZZY_MIN ? oneLetterVariants(prefix) : [] };
}

/** A suggestion as the box and GET /foods show it. */
export interface FoodSuggestion {
  name: string;
  recipeCount: number;
}

/**
 * The suggestions to show from the two lookups' documents: foods that start
 * with everything typed first, then the near misses; public recipes only
 * (a count of 0 is left out), most used first within each, distinct.
 */
function rankSuggestions(
  text: string,
  byPrefix: readonly FoodSuggestion[],
  byVariant: readonly FoodSuggestion[],
): FoodSuggestion[] {
  const typed = typedFood(text);
  const startsAll = (food: FoodSuggestion) =>
    typed.split(' ').every((word) => wordsOf(food.name).some((foodWord) => foodWord.startsWith(word)));
  const used = (food: FoodSuggestion) => food.recipeCount > 0;
  const byCount = (a: FoodSuggestion, b: FoodSuggestion) =>
    b.recipeCount - a.recipeCount || a.name.localeCompare(b.name);
  const exact = byPrefix.filter(used).filter(startsAll).sort(byCount);
  const near = byVariant.filter(used).sort(byCount);
  const seen = new Set<string>();
  return [...exact, ...near]
    .filter((food) => !seen.has(food.name) && seen.add(food.name))
    .slice(0, SUGGESTION_LIMIT)
    .map(({ name, recipeCount }) => ({ name, recipeCount }));
}

/** The foods a stored recipe is counted with: its foods while it is public, else none. */
export function countedFoodsOf(data: { visibility?: unknown; foods?: unknown } | undefined): string[] {
  if (data?.visibility !== LISTED_VISIBILITY || !Array.isArray(data.foods)) return [];
  return data.foods.filter((food): food is string => typeof food === 'string');
}

/** How each food's count moves from `before` to `after` (only foods that move). */
export function foodCountMoves(before: readonly string[], after: readonly string[]): Map<string, number> {
  const moves = new Map<string, number>();
  for (const food of before) if (!after.includes(food)) moves.set(food, -1);
  for (const food of after) if (!before.includes(food)) moves.set(food, 1);
  return moves;
}

/** One of the two lookups, as the Admin SDK turns it into a query on `foods` (public ones, most used first, limited). */
export type SuggestionLookup = { field: 'prefixes'; contains: string } | { field: 'variants'; containsAny: string[] };

/**
 * The suggestions for what was typed, over a reader of one lookup (GET /foods,
 * which the search box calls, provides it on the Admin SDK): the prefix lookup, and the one-letter lookup only when the first found fewer
 * than SUGGESTION_LIMIT. At most 2 × SUGGESTION_LIMIT documents read.
 */
export async function suggestFoods(
  text: string,
  read: (lookup: SuggestionLookup) => Promise<FoodSuggestion[]>,
): Promise<FoodSuggestion[]> {
  const lookup = suggestionLookup(text);
  if (!lookup) return [];
  const byPrefix = await read({ field: 'prefixes', contains: lookup.prefix });
  const exact = rankSuggestions(text, byPrefix, []);
  if (exact.length >= SUGGESTION_LIMIT || lookup.variants.length === 0) return exact;
  return rankSuggestions(text, byPrefix, await read({ field: 'variants', containsAny: lookup.variants }));
}
