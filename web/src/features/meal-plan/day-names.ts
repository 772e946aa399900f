// Calendar dates in words, for headings and choices. A date is a day, not an
// instant: it is read as a UTC day and written out in UTC, so no time zone can
// move it to the day before or after.
import { addDays, weekDates } from '@recipe-book/schema/calendar-date';
import { dateInWords } from '@/lib/date-in-words';

const words = (date: string, options: Intl.DateTimeFormatOptions) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { ...options, timeZone: 'UTC' });

/** "Monday, November 23" */
export const dayName = (date: string) => words(date, { weekday: 'long', day: 'numeric', month: 'long' });

/** "November 23, 2026" */
export const longDate = (date: string) => dateInWords(new Date(`${date}T00:00:00Z`));

/** The day of an entry in words: its date, or "Someday". */
export const slotDayName = (date: string | null) => (date === null ? 'Someday' : dayName(date));

export interface DayChoice {
  /** The week's label, e.g. "Week of November 23, 2026". */
  week: string;
  days: { date: string; label: string }[];
}

/** The days a date can be chosen from, week by week: `weeks` weeks from the week of `firstMonday`. */
export function dayChoices(firstMonday: string, weeks: number): DayChoice[] {
  return Array.from({ length: weeks }, (_, index) => {
    const monday = addDays(firstMonday, index * 7);
    return {
      week: `Week of ${longDate(monday)}`,
      days: weekDates(monday).map((date) => ({ date, label: dayName(date) })),
    };
  });
}
