import { describe, expect, it } from 'vitest';
import { unitsForLanguage } from './units-choice';

describe('unitsForLanguage', () => {
  it.each([
    ['en-US', 'us'],
    ['es-US', 'us'],
    ['en-us', 'us'],
    ['en-GB', 'metric'],
    ['en', 'metric'],
    ['de-DE', 'metric'],
    ['fr-CA', 'metric'],
    ['', 'metric'],
  ])('%s → %s', (language, units) => {
    expect(unitsForLanguage(language)).toBe(units);
  });
});
