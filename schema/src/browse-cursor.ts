// A position in a sorted recipe list, as the All Recipes page writes it into
// its URL: the sort value of a recipe and its id (the tie-breaker every order
// ends with). One format for the app and for the server-rendered first page.

/** Newest first sorts by `createdAt`, kept to the nanosecond (a Date would round it). */
export function newestFirstCursor(created: { seconds: number; nanoseconds: number }, id: string): string {
  return `${created.seconds}.${String(created.nanoseconds).padStart(9, '0')}~${id}`;
}

/** Shortest (or longest) preparation first sorts by `prepTime`. */
export function prepTimeCursor(prepTime: number, id: string): string {
  return `${String(prepTime)}~${id}`;
}
