// Counts what the recipe lists read, for `npm run bench:browse` only. A bench
// build (VITE_BENCH_READS=true) keeps running totals in `window.__recipeReads`:
// documents returned by queries, and count() aggregations (billed by Firestore
// at one read per 1,000 index entries counted). In every other build the
// check is a constant false and the bundler drops it.
interface ReadMeter {
  documents: number;
  aggregations: number;
}

declare global {
  interface Window {
    __recipeReads?: ReadMeter;
  }
}

export function meterReads(read: Partial<ReadMeter>): void {
  if (import.meta.env.VITE_BENCH_READS !== 'true') return;
  const meter = (window.__recipeReads ??= { documents: 0, aggregations: 0 });
  meter.documents += read.documents ?? 0;
  meter.aggregations += read.aggregations ?? 0;
}
