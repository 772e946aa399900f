// Nutrition from a recipe page's schema.org NutritionInformation: the text
// values pages write ("240 calories", "9 g", "300 mg") read into our units, and
// whatever cannot be read without guessing left out.
import { describe, expect, it } from 'vitest';
import { parseAmount, readNutrition } from '../../src/import/nutrition';

describe('one amount', () => {
  const read: [Parameters<typeof parseAmount>[0], string, number][] = [
    ['calories', '240 calories', 240],
    ['calories', '240 Calories', 240],
    ['calories', '240kcal', 240],
    ['calories', '240 cal', 240],
    ['calories', '240', 240],
    ['calories', '1004 kJ', 240],
    ['fat', '9 g', 9],
    ['fat', '9g', 9],
    ['fat', '9.5 grams', 9.5],
    ['fat', '9,5 g', 9.5],
    ['fat', '.5 g', 0.5],
    ['fat', '900 mg', 0.9],
    ['protein', '27 g protein', 27],
    ['sodium', '300 mg', 300],
    ['sodium', '300mg', 300],
    ['sodium', '1,200 mg', 1200],
    ['sodium', '0.3 g', 300],
    ['sodium', '300', 300],
  ];
  it.each(read)('%s %j → %d', (nutrient, text, amount) => {
    expect(parseAmount(nutrient, text)).toBe(amount);
  });

  const leftOut: [Parameters<typeof parseAmount>[0], string][] = [
    ['fat', 'a little'],
    ['fat', '9 oz'],
    ['calories', '240 g'],
    ['sodium', '2 tsp'],
    ['calories', '20000 calories'],
    ['fat', '2 kg'],
    ['fat', ''],
  ];
  it.each(leftOut)('%s %j is left out', (nutrient, text) => {
    expect(parseAmount(nutrient, text)).toBeUndefined();
  });
});

describe('a NutritionInformation', () => {
  it('reads every property it tells, numbers as amounts in the implied unit', () => {
    expect(
      readNutrition({
        '@type': 'NutritionInformation',
        calories: '240 calories',
        fatContent: '9 g',
        saturatedFatContent: { '@value': '2 g' },
        carbohydrateContent: 31,
        sugarContent: '4 g',
        fiberContent: '3.2 g',
        proteinContent: '12 g',
        sodiumContent: '300 mg',
        cholesterolContent: '20 mg',
      }),
    ).toEqual({
      calories: 240,
      fat: 9,
      saturatedFat: 2,
      carbohydrate: 31,
      sugar: 4,
      fiber: 3.2,
      protein: 12,
      sodium: 300,
    });
  });

  it('takes the first of a list, and one written without its @type', () => {
    expect(readNutrition([{ '@type': 'NutritionInformation', calories: '100 kcal' }, { calories: '5' }])).toEqual({
      calories: 100,
    });
    expect(readNutrition({ proteinContent: '8 g' })).toEqual({ protein: 8 });
  });

  it('is absent when the page tells nothing we can read', () => {
    expect(readNutrition(undefined)).toBeUndefined();
    expect(readNutrition('240 calories')).toBeUndefined();
    expect(readNutrition({ '@type': 'NutritionInformation', calories: 'lots' })).toBeUndefined();
    expect(readNutrition({ '@type': 'Thing', calories: '240' })).toBeUndefined();
  });
});
