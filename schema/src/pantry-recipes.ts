// "What can I cook?" (GET /pantry/recipes, docs/data-model.md#pantry): recipes
// ranked by what the pantry (pantry.ts) lacks, fewest missing foods first,
// then most pantry foods used. Staples (foods.ts) are never missing and never
// count as used. The candidates are a bounded read, whatever the number of
// recipes: see `pantryCandidateQuery`.
import { broaderFoods, isStaple } from './foods';
import { lineFoods } from './recipe-foods';
import { foodToken } from './search';

/** A staple or a kind of one ("olive oil" is oil): what a kitchen is taken to have. */
const isStapleKind = (food: string) => isStaple(food) || broaderFoods(food).some(isStaple);

/** The foods a recipe needs, staples left out: each ingredient line's own foods, in order. */
export function neededFoods(ingredients: readonly string[]): string[] {
  return [...new Set(ingredients.flatMap(lineFoods))].filter((food) => !isStapleKind(food));
}

/** Parts a whole on hand gives: garlic its cloves, a lemon its juice and zest, a chicken its thighs. */
const PARTS = new Set([
  ...'clove leaf sprig floret kernel juice zest white yolk'.split(' '),
  ...'thigh breast drumstick wing leg fillet filet steak loin shoulder rib chop'.split(' '),
]);

export interface PantryMatch {
  /** Needed foods the pantry lacks, in ingredient order: "missing: basil, cream". */
  missing: string[];
  /** Needed foods the pantry has. */
  used: string[];
}

/**
 * What a recipe needs that the pantry has and lacks. A pantry food covers
 * itself, its broader foods (chicken thighs on hand cover "chicken", almonds
 * cover "nut") and its parts (garlic covers "garlic clove"); a broader food
 * never covers a narrower kind ("cheese" is not parmesan).
 */
export function pantryMatch(pantry: readonly string[], ingredients: readonly string[]): PantryMatch {
  const onHand = new Set(pantry.flatMap((food) => [food, ...broaderFoods(food)]));
  const has = (food: string) => {
    const words = food.split(' ');
    return (
      onHand.has(food) ||
      (words.length > 1 && PARTS.has(words.at(-1) ?? '') && onHand.has(words.slice(0, -1).join(' ')))
    );
  };
  const needed = neededFoods(ingredients);
  return { missing: needed.filter((food) => !has(food)), used: needed.filter(has) };
}

/** Fewest missing first, then most used, then the most liked: the order of "What can I cook?". */
export function byPantryMatch<T extends PantryMatch & { likeCount: number }>(a: T, b: T): number {
  return a.missing.length - b.missing.length || b.used.length - a.used.length || b.likeCount - a.likeCount;
}

/** Firestore's most values in one `array-contains-any`. */
const ANY_OF_MAX = 30;
/** The most recipe documents one "What can I cook?" reads, whatever the number of recipes. */
export const PANTRY_CANDIDATES_MAX = 120;
/** How many recipes it answers, unless asked for fewer or more. */
export const PANTRY_RESULTS = { default: 24, max: 50 } as const;

/**
 * How "What can I cook?" finds its candidates, as data for each SDK's adapter:
 * the public recipes whose search tokens hold any of a group's foods
 * (`array-contains-any`, at most 30 values), most liked first, `limit` each.
 * A pantry of more than 30 foods (staples left out) makes up to 7 groups, and
 * the groups share PANTRY_CANDIDATES_MAX reads. So the answer is the best
 * matches among the most-liked recipes that use something on hand: a
 * well-matching recipe with few likes can be left out (docs/data-model.md#pantry says so).
 * Undefined when the pantry holds only staples.
 */
export function pantryCandidateQuery(pantry: readonly string[]): { groups: string[][]; limit: number } | undefined {
  const tokens = pantry.filter((food) => !isStaple(food)).map(foodToken);
  if (tokens.length === 0) return undefined;
  const groups: string[][] = [];
  for (let start = 0; start < tokens.length; start += ANY_OF_MAX) groups.push(tokens.slice(start, start + ANY_OF_MAX));
  return { groups, limit: Math.floor(PANTRY_CANDIDATES_MAX / groups.length) };
}
