import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isCalendarDate, localDate, mondayOf, weekDates } from '../src/calendar-date';

describe('isCalendarDate', () => {
  it('accepts real dates only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-12-31')).toBe(true);
    // Years below 100 are years, not 1900 and after.
    expect(isCalendarDate('0004-02-29')).toBe(true);
    expect(isCalendarDate('0100-02-29')).toBe(false);
    for (const bad of [
      '2026-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '2026-1-01',
      '2026-01-01T00:00',
      '',
      20260101,
    ])
      expect(isCalendarDate(bad)).toBe(false);
  });
});

describe('date arithmetic', () => {
  it('crosses months, years and daylight-saving changes', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-29', -1)).toBe('2026-03-28');
    expect(daysBetween('2026-10-20', '2026-11-02')).toBe(13);
  });

  it('finds the Monday of a week and its seven days', () => {
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(weekDates('2026-11-23')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('reads today from the local calendar', () => {
    expect(localDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
