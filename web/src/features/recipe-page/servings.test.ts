// The servings in a recipe page's URL, and the quick choices beside − and +.
import { describe, expect, it } from 'vitest';
import { clampServings, quickServings, servingsInUrl, validateServingsSearch } from './servings';

describe('validateServingsSearch', () => {
  it('keeps whole servings from 1 to 100, as the router or a hand-typed URL gives them', () => {
    expect(validateServingsSearch({ servings: 6 })).toEqual({ servings: 6 });
    expect(validateServingsSearch({ servings: '12' })).toEqual({ servings: 12 });
    expect(validateServingsSearch({ servings: 1 })).toEqual({ servings: 1 });
    expect(validateServingsSearch({ servings: 100 })).toEqual({ servings: 100 });
  });

  it('drops anything else, so the recipe opens as written', () => {
    for (const servings of [0, 101, 2.5, -3, 'six', '', null, undefined, [4]]) {
      expect(validateServingsSearch({ servings }), String(servings)).toEqual({ servings: undefined });
    }
  });
});

describe('servingsInUrl', () => {
  it('leaves the recipe as written out of the URL', () => {
    expect(servingsInUrl(4, 4)).toBeUndefined();
    expect(servingsInUrl(6, 4)).toBe(6);
  });
});

describe('quickServings', () => {
  it('offers half, as written and double', () => {
    expect(quickServings(4).map((choice) => choice.servings)).toEqual([2, 4, 8]);
  });

  it('rounds to whole servings and stays within 1–100', () => {
    expect(quickServings(1).map((choice) => choice.servings)).toEqual([1, 1, 2]);
    expect(quickServings(3).map((choice) => choice.servings)).toEqual([2, 3, 6]);
    expect(quickServings(80).map((choice) => choice.servings)).toEqual([40, 80, 100]);
  });

  it('clamps any number into range', () => {
    expect(clampServings(0)).toBe(1);
    expect(clampServings(250)).toBe(100);
  });
});
