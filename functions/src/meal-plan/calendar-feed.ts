// The meal plan as an iCalendar feed (RFC 5545), written by ical-generator:
// one all-day event per entry, on its calendar date. Dates go in as the
// "YYYY-MM-DD" strings they are, and no calendar time zone is set, so the
// library writes them as plain dates (DTSTART;VALUE=DATE): a Monday dinner is
// on Monday in every time zone the calendar app is in. Pure: unit-tested.
import ical from 'ical-generator';
import { addDays } from '@recipe-book/schema/calendar-date';
import { MEAL_PLAN_LIMITS } from '@recipe-book/schema/constants';
import type { Meal } from '@recipe-book/schema/constants';
import { recipeUrl, SITE_NAME } from '@recipe-book/schema/recipe-json-ld';
import type { DateRange } from './date-range';

/** What the feed shows of an entry. */
export interface FeedEntry {
  id: string;
  /** Only dated entries are in a feed: Someday has no day to show on. */
  date: string;
  meal: Meal;
  recipeId: string | null;
  recipeTitle: string | null;
  servings: number | null;
  note: string;
  recipeRemoved: boolean;
  updatedAt: Date;
}

/** The dates a feed covers around `today`: the past weeks and the coming ones of MEAL_PLAN_LIMITS.feed. */
export function feedWindow(today: string): DateRange {
  const { pastWeeks, nextWeeks } = MEAL_PLAN_LIMITS.feed;
  return { from: addDays(today, -7 * pastWeeks), to: addDays(today, 7 * nextWeeks) };
}

const MEAL_NAMES: Record<Meal, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' };

/** The recipe page at the planned servings, as the app links it (`?servings=6`). */
const plannedRecipeUrl = (origin: string, recipeId: string, servings: number) =>
  `${recipeUrl(origin, recipeId)}?servings=${servings}`;

function describe(entry: FeedEntry, origin: string): { summary: string; description: string; url: string | null } {
  const meal = MEAL_NAMES[entry.meal];
  if (entry.recipeId === null || entry.recipeTitle === null || entry.servings === null) {
    // A note's first line names the event; the whole note is its description.
    return { summary: `${meal}: ${entry.note.split('\n')[0] ?? ''}`, description: entry.note, url: null };
  }
  const note = entry.note ? `\n\n${entry.note}` : '';
  if (entry.recipeRemoved) {
    return {
      summary: `${meal}: ${entry.recipeTitle} (recipe deleted)`,
      description: `This recipe has been deleted from ${SITE_NAME}.${note}`,
      url: null,
    };
  }
  const url = plannedRecipeUrl(origin, entry.recipeId, entry.servings);
  const serves = `For ${entry.servings} ${entry.servings === 1 ? 'serving' : 'servings'}`;
  return { summary: `${meal}: ${entry.recipeTitle}`, description: `${serves}: ${url}${note}`, url };
}

/** The feed's text; `origin` is the site's public origin, for the recipes' links. */
export function calendarFeed(entries: readonly FeedEntry[], origin: string): string {
  const host = new URL(origin).host;
  const calendar = ical({
    name: `${SITE_NAME} meal plan`,
    prodId: { company: SITE_NAME, product: 'Meal plan', language: 'EN' },
  });
  for (const entry of entries) {
    const { summary, description, url } = describe(entry, origin);
    calendar.createEvent({
      // Stable across fetches, so a calendar app updates an event instead of adding another.
      id: `mealplan-${entry.id}@${host}`,
      allDay: true,
      start: entry.date,
      end: addDays(entry.date, 1),
      summary,
      description,
      url,
      stamp: entry.updatedAt,
      lastModified: entry.updatedAt,
    });
  }
  return calendar.toString();
}
