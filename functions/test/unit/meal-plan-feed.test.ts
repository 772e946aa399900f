// The meal plan's pure parts: the calendar feed's text (read back with
// ical.js, as a calendar app would), its window, and the date ranges of the
// REST API.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFeed, feedWindow, type FeedEntry } from '../../src/meal-plan/calendar-feed';
import { dateRange, weekOf } from '../../src/meal-plan/date-range';

const ORIGIN = 'https://recipes.example.com';

const entry = (changes: Partial<FeedEntry>): FeedEntry => ({
  id: 'e1',
  date: '2026-11-23',
  meal: 'dinner',
  recipeId: 'curry',
  recipeTitle: 'Chickpea Curry',
  servings: 4,
  note: '',
  recipeRemoved: false,
  updatedAt: new Date('2026-11-20T10:00:00Z'),
  ...changes,
});

const events = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));

describe('calendarFeed', () => {
  it('writes each entry as an all-day event on its date, whatever the time zone of the server', () => {
    const text = calendarFeed([entry({}), entry({ id: 'e2', date: '2026-12-31', meal: 'breakfast' })], ORIGIN);
    expect(text).toContain('DTSTART;VALUE=DATE:20261123\r\n');
    expect(text).toContain('DTEND;VALUE=DATE:20261124\r\n');
    const [monday, newYearsEve] = events(text);
    expect(monday?.startDate.isDate).toBe(true);
    expect(monday?.startDate.toString()).toBe('2026-11-23');
    expect(newYearsEve?.endDate.toString()).toBe('2027-01-01');
    expect(monday?.uid).toBe('mealplan-e1@recipes.example.com');
  });

  it('links the recipe page at the planned servings', () => {
    const [event] = events(calendarFeed([entry({ note: 'Double the chilli' })], ORIGIN));
    expect(event?.summary).toBe('Dinner: Chickpea Curry');
    expect(event?.description).toBe(
      'For 4 servings: https://recipes.example.com/recipes/curry?servings=4\n\nDouble the chilli',
    );
    expect(event?.component.getFirstPropertyValue('url')).toBe('https://recipes.example.com/recipes/curry?servings=4');
  });

  it('names a note by its first line, and a deleted recipe as deleted', () => {
    const note = entry({ recipeId: null, recipeTitle: null, servings: null, meal: 'lunch', note: 'Out\nat Sam’s' });
    const [noteEvent, removed] = events(calendarFeed([note, entry({ recipeRemoved: true })], ORIGIN));
    expect([noteEvent?.summary, noteEvent?.description]).toEqual(['Lunch: Out', 'Out\nat Sam’s']);
    expect(removed?.summary).toBe('Dinner: Chickpea Curry (recipe deleted)');
    expect(removed?.component.getFirstPropertyValue('url')).toBeNull();
  });

  it('writes an empty calendar for an empty plan', () => {
    expect(events(calendarFeed([], ORIGIN))).toEqual([]);
  });
});

describe('windows and ranges', () => {
  it('the feed covers the past 4 weeks and the next 12', () => {
    expect(feedWindow('2026-11-26')).toEqual({ from: '2026-10-29', to: '2027-02-18' });
  });

  it('the default range is the week, Monday to Sunday', () => {
    expect(weekOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(dateRange(undefined, undefined, '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('a range is at most 62 days, both ends counted', () => {
    expect(dateRange('2026-01-01', '2026-03-03')).toEqual({ from: '2026-01-01', to: '2026-03-03' });
    expect(() => dateRange('2026-01-01', '2026-03-04')).toThrow(/at most 62 days \(this one 63\)/);
    expect(() => dateRange('2026-01-02', '2026-01-01')).toThrow(/must not be before from/);
  });
});
