// The dates a request asks for: `from` and `to` (inclusive, at most
// MEAL_PLAN_LIMITS.maxRangeDays days), or the current week, Monday to Sunday,
// by the server's UTC date. Calendar dates only: no time zone enters.
import { addDays, daysBetween, mondayOf } from '@recipe-book/schema/calendar-date';
import { MEAL_PLAN_LIMITS } from '@recipe-book/schema/constants';
import { badRequest } from '../http/errors';

export interface DateRange {
  from: string;
  to: string;
}

/** Today's date in UTC: the server has no cook's time zone to go by. */
export const utcToday = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** The week (Monday–Sunday) that `today` is in. */
export function weekOf(today: string): DateRange {
  const monday = mondayOf(today);
  return { from: monday, to: addDays(monday, 6) };
}

/** `from`–`to` checked: both or neither given, in order, and not too long (400 names the parameter). */
export function dateRange(from: string | undefined, to: string | undefined, today = utcToday()): DateRange {
  if (from === undefined && to === undefined) return weekOf(today);
  if (from === undefined || to === undefined) {
    throw badRequest('invalid-parameter', `${from === undefined ? 'from' : 'to'}: from and to go together`);
  }
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw badRequest('invalid-parameter', 'to: must not be before from');
  const { maxRangeDays } = MEAL_PLAN_LIMITS;
  if (days > maxRangeDays) {
    throw badRequest('invalid-parameter', `to: a range holds at most ${maxRangeDays} days (this one ${days})`);
  }
  return { from, to };
}
