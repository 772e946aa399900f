// Totals the pages show, kept up to date as the data changes instead of
// counted on every page view (a count() is billed one read per 1,000 index
// entries and makes the page wait for the scan; docs/performance.md).
//
//   stats/recipes                  { total, byCuisine: { Italian: n, … } }: every public recipe, and per cuisine
//   stats/recipes/cooks/{uid}      { recipeCount, likesReceived, ratingSum, ratingCount }: one cook's
//                                  public recipes, and the likes and reviews they received (cook profiles)
//   countedRecipes/{recipeId}      { cuisine, ownerUid, likes, ratingSum, ratingCount }: what a recipe
//                                  is counted as (backend only)
//   recipes/{id}.starCounts        { '1': n, …, '5': n }: its reviews per star value
//
// The recipe totals are kept by a Firestore trigger on every recipe write,
// whoever wrote it (functions/src/recipes/totals-trigger.ts): it compares the
// recipe with its `countedRecipes` marker and moves the totals and the marker
// in one transaction, so a repeated or late event never counts twice. The
// star counts move with each review, in the same write as `ratingCount`
// (firestore.rules checks both).
import { CUISINES, type Cuisine } from './constants';
import type { ListingFilters } from './recipe-listing';
import { LISTED_VISIBILITY } from './visibility';

const STATS = 'stats';
export const RECIPE_TOTALS_PATH = `${STATS}/recipes`;
export const COOK_TOTALS = 'cooks';
export const cookTotalsPath = (uid: string) => `${RECIPE_TOTALS_PATH}/${COOK_TOTALS}/${uid}`;
/** One marker per counted recipe: the Admin SDK's alone, denied to every browser. */
export const COUNTED_RECIPES = 'countedRecipes';
export const countedRecipePath = (recipeId: string) => `${COUNTED_RECIPES}/${recipeId}`;

export interface RecipeTotals {
  total: number;
  /** A cuisine that never had a recipe may be missing: it counts 0. */
  byCuisine: Partial<Record<Cuisine, number>>;
}

/** A cook's kept sums over their public recipes (a missing field counts 0). */
export interface CookTotals {
  recipeCount: number;
  likesReceived: number;
  ratingSum: number;
  ratingCount: number;
}

export const COOK_TOTAL_FIELDS = ['recipeCount', 'likesReceived', 'ratingSum', 'ratingCount'] as const;

/** What one recipe adds to the totals: one recipe of its cuisine, and its likes and reviews to its cook. */
export interface CountedAs {
  cuisine: Cuisine;
  ownerUid: string;
  likes: number;
  ratingSum: number;
  ratingCount: number;
}

/** A cook's totals before their first public recipe. */
export const noCookTotals = (): CookTotals => ({ recipeCount: 0, likesReceived: 0, ratingSum: 0, ratingCount: 0 });

const countOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The totals before the first recipe (or a document that is not there yet). */
const noRecipeTotals = (): RecipeTotals => ({ total: 0, byCuisine: {} });

const isCuisine = (value: unknown): value is Cuisine => CUISINES.includes(value as Cuisine);

/**
 * What a stored recipe counts as; undefined for no document, and for one the
 * public lists do not hold: the totals are the lists' (All Recipes pages by
 * them), which ask for `visibility == public` (visibility.ts). An unlisted or
 * private recipe is not counted, nor one written before the field existed
 * until `npm run migrate` gives it one. A cook's own count of all their
 * recipes comes from their own list, never from these totals.
 */
export function countedAs(data: Record<string, unknown> | undefined): CountedAs | undefined {
  if (data?.visibility !== LISTED_VISIBILITY) return undefined;
  return { ...countedPlace(data), ...recipeSums(data) };
}

/** Where a recipe or marker counts: its cuisine and its cook. */
const countedPlace = (data: Record<string, unknown>) => ({
  // A cuisine the schema does not know (never written under the rules) counts as Others.
  cuisine: isCuisine(data.cuisine) ? data.cuisine : 'Others',
  ownerUid: typeof data.ownerUid === 'string' ? data.ownerUid : '',
});

/** A recipe's likes and review sums, as its counters hold them. */
const recipeSums = (data: Record<string, unknown>) => ({
  likes: countOf(data.likeCount),
  ratingSum: countOf(data.ratingSum),
  ratingCount: countOf(data.ratingCount),
});

/** What a `countedRecipes` marker says its recipe counts as; undefined for no marker. */
export function markerCountedAs(data: Record<string, unknown> | undefined): CountedAs | undefined {
  if (!data) return undefined;
  return {
    ...countedPlace(data),
    // A marker written before cook profiles has no sums: it counted none.
    likes: countOf(data.likes),
    ratingSum: countOf(data.ratingSum),
    ratingCount: countOf(data.ratingCount),
  };
}

/** The kept totals as read (a missing or malformed field counts 0). */
export function recipeTotalsOf(data: { total?: unknown; byCuisine?: unknown } | undefined): RecipeTotals {
  const byCuisine: Partial<Record<Cuisine, number>> = {};
  const stored = typeof data?.byCuisine === 'object' && data.byCuisine !== null ? data.byCuisine : {};
  for (const cuisine of CUISINES) {
    const value: unknown = (stored as Record<string, unknown>)[cuisine];
    if (typeof value === 'number') byCuisine[cuisine] = value;
  }
  return { total: typeof data?.total === 'number' ? data.total : 0, byCuisine };
}

/**
 * The cuisines with at least one recipe, in the product's order: those the
 * kept totals count, and those of recipes on screen (a cuisine's first recipe
 * is listed a moment before the trigger has counted it).
 */
export const cuisinesInUse = (totals: RecipeTotals, shown: readonly { cuisine: Cuisine }[] = []): Cuisine[] =>
  CUISINES.filter(
    (cuisine) => (totals.byCuisine[cuisine] ?? 0) > 0 || shown.some((recipe) => recipe.cuisine === cuisine),
  );

/** How far the totals move when a recipe counted as `before` is now `after`. */
export interface TotalsMove {
  total: number;
  byCuisine: Partial<Record<Cuisine, number>>;
  byCook: Record<string, CookTotals>;
}

const add = <K extends string>(map: Partial<Record<K, number>>, key: K, step: number) => {
  const value = (map[key] ?? 0) + step;
  if (value === 0) delete map[key];
  else map[key] = value;
};

const addToCook = (byCook: Record<string, CookTotals>, counted: CountedAs, step: number) => {
  const cook = (byCook[counted.ownerUid] ??= noCookTotals());
  cook.recipeCount += step;
  cook.likesReceived += step * counted.likes;
  cook.ratingSum += step * counted.ratingSum;
  cook.ratingCount += step * counted.ratingCount;
};

const movesCook = (cook: CookTotals) => COOK_TOTAL_FIELDS.some((field) => cook[field] !== 0);

/** The move from `before` to `after` (undefined: not counted); undefined when nothing moves. */
export function totalsMove(before: CountedAs | undefined, after: CountedAs | undefined): TotalsMove | undefined {
  const move: TotalsMove = { total: 0, byCuisine: {}, byCook: {} };
  for (const [counted, step] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (!counted) continue;
    move.total += step;
    add(move.byCuisine, counted.cuisine, step);
    addToCook(move.byCook, counted, step);
  }
  for (const [uid, cook] of Object.entries(move.byCook)) if (!movesCook(cook)) delete move.byCook[uid];
  const moves = move.total !== 0 || Object.keys(move.byCuisine).length > 0 || Object.keys(move.byCook).length > 0;
  return moves ? move : undefined;
}

/** The exact totals of these recipes (a full count: `check:data` compares the kept ones with it). */
export function totalsOfRecipes(recipes: Iterable<CountedAs>): {
  recipes: RecipeTotals;
  cooks: Map<string, CookTotals>;
} {
  const totals = noRecipeTotals();
  const byCook: Record<string, CookTotals> = {};
  for (const counted of recipes) {
    totals.total += 1;
    totals.byCuisine[counted.cuisine] = (totals.byCuisine[counted.cuisine] ?? 0) + 1;
    addToCook(byCook, counted, 1);
  }
  return { recipes: totals, cooks: new Map(Object.entries(byCook)) };
}

/**
 * How many recipes All Recipes lists for these filters, when a kept total
 * fits: all recipes, or one cuisine. A title search or the top-rated order
 * (which leaves out recipes without a review) has none: undefined.
 */
export function keptTotal(
  totals: RecipeTotals,
  { cuisine, q, with: wanted, without, sort }: ListingFilters,
): number | undefined {
  if (q !== undefined || wanted !== undefined || without !== undefined || sort === '-rating') return undefined;
  return cuisine ? (totals.byCuisine[cuisine] ?? 0) : totals.total;
}
