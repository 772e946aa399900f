// The times line on a recipe page.
import { describe, expect, it } from 'vitest';
import { recipeTimes, shortDuration } from './recipe-times';

describe('shortDuration', () => {
  it('reads as a cook says it', () => {
    expect(shortDuration(0)).toBe('0 min');
    expect(shortDuration(45)).toBe('45 min');
    expect(shortDuration(60)).toBe('1 h');
    expect(shortDuration(95)).toBe('1 h 35 min');
    expect(shortDuration(1440)).toBe('24 h');
  });
});

describe('recipeTimes', () => {
  it('gives prep, cook and total', () => {
    expect(recipeTimes({ prepTime: 20, cookTime: 40 })).toEqual([
      { label: 'Prep', value: '20 min' },
      { label: 'Cook', value: '40 min' },
      { label: 'Total', value: '1 h' },
    ]);
  });

  it('leaves out the cooking of a dish that is not cooked', () => {
    expect(recipeTimes({ prepTime: 10, cookTime: 0 })).toEqual([
      { label: 'Prep', value: '10 min' },
      { label: 'Total', value: '10 min' },
    ]);
  });
});
