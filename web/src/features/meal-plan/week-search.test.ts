import { describe, expect, it } from 'vitest';
import { dayName } from './day-names';
import { validateWeekSearch } from './week-search';

describe('validateWeekSearch', () => {
  it('keeps a Monday and turns any other real date into its Monday', () => {
    expect(validateWeekSearch({ week: '2026-11-23' })).toEqual({ week: '2026-11-23' });
    expect(validateWeekSearch({ week: '2026-11-29' })).toEqual({ week: '2026-11-23' });
  });

  it('drops what is not a real date (the page then shows this week)', () => {
    for (const week of ['2026-02-30', 'next', 20261123, undefined]) expect(validateWeekSearch({ week })).toEqual({});
  });
});

describe('dayName', () => {
  it('names the stored day whatever the time zone', () => {
    expect(dayName('2026-11-23')).toBe('Monday, November 23');
  });
});
