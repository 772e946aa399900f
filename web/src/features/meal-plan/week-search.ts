// The planner's URL: `?week=2026-11-23`, the Monday of the week shown, so a
// link opens the same week. A date that is not a Monday stands for its week;
// anything else (no date, a date that does not exist) means this week, which
// only the cook's device knows: it is left out here and read where shown.
import { isCalendarDate, mondayOf } from '@recipe-book/schema/calendar-date';

/** The Monday of the week `?week=` names, or undefined for this week. */
export const weekShown = (week: unknown): string | undefined => (isCalendarDate(week) ? mondayOf(week) : undefined);
