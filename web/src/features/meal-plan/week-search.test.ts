import { describe, expect, it } from 'vitest';
import { dayName } from './day-names';
import { weekShown } from './week-search';

describe('weekShown', () => {
  it('keeps a Monday and turns any other real date into its Monday', () => {
    expect(weekShown('2026-11-23')).toBe('2026-11-23');
    expect(weekShown('2026-11-29')).toBe('2026-11-23');
  });

  it('drops what is not a real date (the page then shows this week)', () => {
    for (const week of ['2026-02-30', 'next', 20261123, undefined]) expect(weekShown(week)).toBeUndefined();
  });
});

describe('dayName', () => {
  it('names the stored day whatever the time zone', () => {
    expect(dayName('2026-11-23')).toBe('Monday, November 23');
  });
});
