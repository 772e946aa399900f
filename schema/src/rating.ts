// A recipe's rating, derived from the two counters the rules keep exact.

/** The average number of stars, or undefined while there is no review. */
export function ratingAverage(ratingSum: number, ratingCount: number): number | undefined {
  return ratingCount > 0 ? ratingSum / ratingCount : undefined;
}

/** "4.5 ★ (12)" on cards and summaries; "No reviews yet" without any. */
export function ratingLabel(ratingSum: number, ratingCount: number): string {
  const average = ratingAverage(ratingSum, ratingCount);
  return average === undefined ? 'No reviews yet' : `${average.toFixed(1)} ★ (${ratingCount})`;
}
