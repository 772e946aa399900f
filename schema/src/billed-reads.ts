// What Firestore bills as reads, for the read meters of `npm run bench:browse`
// (functions/src/pages/admin-recipe-reader.ts on the server,
// web/bench/metered-firestore.ts in the browser): a page's cost is its
// billed reads, whatever the number of recipes behind it.

/** A query: one read per document returned, and one when it returns none. */
export const queryReads = (returned: number): number => Math.max(1, returned);

/**
 * An aggregation (count()): one read per 1,000 index entries it counted, at
 * least one. A plain count() scans as many entries as it returns.
 */
export const aggregationReads = (counted: number): number => Math.max(1, Math.ceil(counted / 1000));

/** What a read meter is told of one read: its billed reads, and whether it was an aggregation. */
export interface MeteredRead {
  reads: number;
  aggregation?: boolean;
}
