// A position in a sorted list, as the All Recipes page writes it into its URL
// and the recipe page's "Show more reviews" hands back: the sort values of an
// item and its id (the tie-breaker every order ends with). One format for the
// app and for the server-rendered first page.

/** A Firestore Timestamp's parts, kept to the nanosecond (a Date would round it). */
export interface CreatedAt {
  seconds: number;
  nanoseconds: number;
}

/** Newest first sorts by `createdAt`. */
export function newestFirstCursor(created: CreatedAt, id: string): string {
  return `${created.seconds}.${String(created.nanoseconds).padStart(9, '0')}~${id}`;
}

/** Shortest (or longest) preparation first sorts by `prepTime`. */
export function prepTimeCursor(prepTime: number, id: string): string {
  return `${String(prepTime)}~${id}`;
}

/**
 * Top rated sorts by the stored `ratingAverage`, then `ratingCount`. The
 * average is written as JavaScript's shortest exact form of the number, so it
 * reads back as the very value Firestore compares.
 */
export function topRatedCursor(average: number, count: number, id: string): string {
  return `${String(average)}_${String(count)}~${id}`;
}

/** A cursor's sort part and id, or undefined when it has no id. */
export function splitCursor(cursor: string): { value: string; id: string } | undefined {
  const split = cursor.indexOf('~');
  if (split < 0) return undefined;
  return { value: cursor.slice(0, split), id: cursor.slice(split + 1) };
}

/** The time in a newest-first cursor's sort part. */
export function createdAtOf(value: string): CreatedAt | undefined {
  const match = /^(-?\d+)\.(\d{9})$/.exec(value);
  return match ? { seconds: Number(match[1]), nanoseconds: Number(match[2]) } : undefined;
}

/** The minutes in a prep-time cursor's sort part. */
export function prepTimeOf(value: string): number | undefined {
  return /^\d+$/.test(value) ? Number(value) : undefined;
}

/** The average and count in a top-rated cursor's sort part. */
export function topRatedOf(value: string): [average: number, count: number] | undefined {
  const match = /^(\d+(?:\.\d+)?)_(\d+)$/.exec(value);
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}
