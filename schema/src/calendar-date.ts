// Calendar dates as the meal planner stores them: "YYYY-MM-DD", a day with no
// time and no time zone. A Monday dinner is on Monday wherever the cook is, so
// dates are never turned into instants: the arithmetic below runs on UTC
// midnights only because UTC has no daylight-saving jumps.

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A real calendar date written as YYYY-MM-DD: "2028-02-29" is one, "2026-02-29" and "2026-13-01" are not. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: that one reads the years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The date `days` after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** Whole days from `from` to `to`: 0 for the same date, negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** 0 for Monday … 6 for Sunday. */
function weekdayIndex(date: string): number {
  return (new Date(toUtc(date)).getUTCDay() + 6) % 7;
}

/** The Monday of the week `date` is in (weeks start on Monday). */
export function mondayOf(date: string): string {
  return addDays(date, -weekdayIndex(date));
}

/** The seven dates of the week that starts on `monday`. */
export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, day) => addDays(monday, day));
}

/** Today's date where `now` is read: the local calendar of this device (a browser's time zone, or the server's). */
export function localDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
