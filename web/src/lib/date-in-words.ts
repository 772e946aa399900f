// Dates in words, the same on the server and in the browser (so a page
// hydrates what the server rendered): read in UTC, so no time zone moves
// them. Written out by hand rather than with Intl.DateTimeFormat: creating one
// loads the locale's data, which took a quarter of a second on a throttled
// phone while Home started.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "November 23, 2026": English's long date style. */
export function dateInWords(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
