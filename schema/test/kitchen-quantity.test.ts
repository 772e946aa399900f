// The rounding rules of scaled and added-up amounts (schema/src/kitchen-quantity.ts).
import { describe, expect, it } from 'vitest';
import { formatKitchenQuantity, formatKitchenRange, roundKitchenQuantity } from '../src/kitchen-quantity';

describe('roundKitchenQuantity, metric units', () => {
  it('rounds grams and millilitres to 0.1 under 10, 1 under 100, 5 under 1000 and 10 above', () => {
    expect(roundKitchenQuantity(3.333, 'gram')).toBe(3.3);
    expect(roundKitchenQuantity(33.333, 'gram')).toBe(33);
    expect(roundKitchenQuantity(233.333, 'gram')).toBe(235);
    expect(roundKitchenQuantity(187.5, 'milliliter')).toBe(190);
    expect(roundKitchenQuantity(1333.333, 'gram')).toBe(1330);
  });

  it('rounds kilograms, litres and decilitres on their figure in grams or millilitres', () => {
    expect(roundKitchenQuantity(0.3333, 'kilogram')).toBe(0.335);
    expect(roundKitchenQuantity(2.2222, 'liter')).toBe(2.22);
    expect(roundKitchenQuantity(1.3333, 'deciliter')).toBe(1.35);
  });

  it('never rounds an amount down to nothing', () => {
    expect(roundKitchenQuantity(0.02, 'gram')).toBe(0.1);
  });
});

describe('roundKitchenQuantity, other units and counts', () => {
  it('rounds to eighths or thirds under 1, quarters or thirds under 10, halves above', () => {
    expect(roundKitchenQuantity(0.1667, 'cup')).toBe(0.125);
    expect(roundKitchenQuantity(0.3, 'cup')).toBeCloseTo(1 / 3, 6);
    expect(roundKitchenQuantity(0.7, 'teaspoon')).toBeCloseTo(2 / 3, 6);
    expect(roundKitchenQuantity(1.125, 'cup')).toBe(1.25);
    expect(roundKitchenQuantity(2.8, null)).toBe(2.75);
    expect(roundKitchenQuantity(2.7, null)).toBeCloseTo(8 / 3, 6);
    expect(roundKitchenQuantity(10.3, null)).toBe(10.5);
    expect(roundKitchenQuantity(0.01, 'teaspoon')).toBe(0.125);
  });
});

describe('formatKitchenQuantity', () => {
  it('writes cups, spoons, ounces and counts with unicode fractions', () => {
    expect(formatKitchenQuantity(1.5, 'cup')).toBe('1½');
    expect(formatKitchenQuantity(1 / 3, 'cup')).toBe('⅓');
    expect(formatKitchenQuantity(0.333, 'cup')).toBe('⅓');
    expect(formatKitchenQuantity(2.6667, 'tablespoon')).toBe('2⅔');
    expect(formatKitchenQuantity(0.75, 'teaspoon')).toBe('¾');
    expect(formatKitchenQuantity(5.333, 'ounce')).toBe('5⅓');
    expect(formatKitchenQuantity(0.125, 'teaspoon')).toBe('⅛');
    expect(formatKitchenQuantity(4, null)).toBe('4');
  });

  it('writes metric amounts as decimals', () => {
    expect(formatKitchenQuantity(233.333, 'gram')).toBe('235');
    expect(formatKitchenQuantity(2.25, 'liter')).toBe('2.25');
    expect(formatKitchenQuantity(7.5, 'gram')).toBe('7.5');
  });

  it('writes zero as 0', () => {
    expect(formatKitchenQuantity(0, 'cup')).toBe('0');
  });
});

describe('formatKitchenRange', () => {
  it('writes a range with an en dash, and one amount when both ends round alike', () => {
    expect(formatKitchenRange(4, 6, 'clove')).toBe('4–6');
    expect(formatKitchenRange(0.5, 0.75, 'cup')).toBe('½–¾');
    expect(formatKitchenRange(2, null, 'cup')).toBe('2');
    expect(formatKitchenRange(1, 1.05, 'cup')).toBe('1');
  });
});
