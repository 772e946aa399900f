// Kitchen times as recipe pages write them, in whole minutes.
import { describe, expect, it } from 'vitest';
import { durationMinutes } from '../../src/import/duration';

describe('durationMinutes', () => {
  it.each<[unknown, number]>([
    ['PT45M', 45],
    ['PT1H30M', 90],
    ['P0DT0H45M', 45],
    ['PT0.5H', 30],
    ['P1DT2H', 26 * 60],
    ['PT90S', 2],
    ['pt20m', 20],
    ['PT0M', 0],
    ['25', 25],
    [25, 25],
  ])('%j → %i', (value, minutes) => {
    expect(durationMinutes(value)).toBe(minutes);
  });

  it.each<[unknown]>([['P1M'], ['P1Y'], ['-PT5M'], ['soon'], ['PT'], [''], [-5], [Number.NaN], [null], [{}]])(
    '%j → none',
    (value) => {
      expect(durationMinutes(value)).toBeUndefined();
    },
  );
});
