// Counts documents read by the recipe lists, for `npm run bench:browse` only.
// A bench build (VITE_BENCH_READS=true) exposes the running total as
// `window.__recipeReads`; in every other build the check is a constant false
// and the bundler drops it.
declare global {
  interface Window {
    __recipeReads?: number;
  }
}

/** Adds `documents` (an aggregation counts as one read, as Firestore bills it). */
export function meterReads(documents: number): void {
  if (import.meta.env.VITE_BENCH_READS !== 'true') return;
  window.__recipeReads = (window.__recipeReads ?? 0) + documents;
}
