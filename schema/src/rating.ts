// A recipe's rating, derived from the counters the rules keep exact, and how a review moves them.

/** The average number of stars, or undefined while there is no review. */
export function ratingAverage(ratingSum: number, ratingCount: number): number | undefined {
  return ratingCount > 0 ? ratingSum / ratingCount : undefined;
}

/** "4.5 ★ (12)" on cards and summaries; "No reviews yet" without any. */
export function ratingLabel(ratingSum: number, ratingCount: number): string {
  const average = ratingAverage(ratingSum, ratingCount);
  return average === undefined ? 'No reviews yet' : `${average.toFixed(1)} ★ (${ratingCount})`;
}

/** Every star value a review may give (REVIEW_LIMITS.rating), lowest first. */
export const STAR_VALUES = [1, 2, 3, 4, 5] as const;

/** The keys of a recipe's `starCounts`: STAR_VALUES as text. */
export const STAR_KEYS = ['1', '2', '3', '4', '5'] as const;
type StarKey = (typeof STAR_KEYS)[number];

/** How many reviews give each number of stars, kept on the recipe and moved with each review like ratingCount. */
export type StarCounts = Record<StarKey, number>;

export const noStarCounts = (): StarCounts => ({ '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 });

/** The `starCounts` key of a review's stars; undefined for a value no review may give. */
const starKeyOf = (rating: number): StarKey | undefined => STAR_KEYS.find((key) => key === String(rating));

/** How the recipe's rating fields move when a review changes: each field's step, star keys only where one moves. */
export interface RatingMove {
  ratingCount: number;
  ratingSum: number;
  starCounts: Partial<StarCounts>;
}

/**
 * The move of a review going from `before` stars to `after` (undefined: no
 * review): a new review counts one and adds its stars and one to its star
 * key; an edit moves the sum by the difference and one review from the old
 * star key to the new (none when they are equal); a delete takes all back.
 * What firestore.rules (isRatingMove) accepts, and what every writer sends.
 */
export function ratingMove(before: number | undefined, after: number | undefined): RatingMove {
  const starCounts: Partial<StarCounts> = {};
  if (before !== after) {
    const from = before === undefined ? undefined : starKeyOf(before);
    const to = after === undefined ? undefined : starKeyOf(after);
    if (from) starCounts[from] = -1;
    if (to) starCounts[to] = 1;
  }
  return {
    ratingCount: (after === undefined ? 0 : 1) - (before === undefined ? 0 : 1),
    ratingSum: (after ?? 0) - (before ?? 0),
    starCounts,
  };
}

/**
 * The move as field paths and their steps, for increment() updates: always
 * ratingCount and ratingSum (a step of 0 changes nothing), and the star keys
 * that move (`starCounts.5`), so an unmoved key is not written at all.
 */
export function ratingMoveSteps(move: RatingMove): Record<string, number> {
  const stars = Object.entries(move.starCounts).map(([key, step]) => [`starCounts.${key}`, step]);
  return { ratingCount: move.ratingCount, ratingSum: move.ratingSum, ...Object.fromEntries(stars) };
}

/** The star counts of a set of reviews: exact only when it is every review of the recipe. */
export function starCountsOf(reviews: readonly { rating: number }[]): StarCounts {
  const counts = noStarCounts();
  for (const { rating } of reviews) {
    const key = starKeyOf(rating);
    if (key) counts[key] += 1;
  }
  return counts;
}
