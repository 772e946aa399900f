// Nutrition per serving: what the recipe schema accepts (any of the eight
// amounts, at least one, each from 0 to its limit), the messages that name the
// amount and its unit, and the text values a label and the JSON-LD tell.
import { describe, expect, it } from 'vitest';
import { nutrientAmountText, NUTRIENTS, NUTRITION_LIMITS, toldNutrients } from '../src/nutrition-constants';
import { nutrientJsonLdText, nutritionJsonLd } from '../src/nutrition-json-ld';
import { recipeInputSchema } from '../src/recipe';
import { sampleRecipeInput } from './support/sample-recipe';

const withNutrition = (nutrition: unknown) => recipeInputSchema.safeParse({ ...sampleRecipeInput('Soup'), nutrition });
const messages = (nutrition: unknown) =>
  withNutrition(nutrition).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('the schema of nutrition per serving', () => {
  it('accepts any one amount, all of them, decimals and zero', () => {
    for (const nutrient of NUTRIENTS) expect(withNutrition({ [nutrient]: 1 }).success, nutrient).toBe(true);
    const all = Object.fromEntries(NUTRIENTS.map((nutrient) => [nutrient, NUTRITION_LIMITS[nutrient].max]));
    expect(withNutrition(all).data?.nutrition).toEqual(all);
    expect(withNutrition({ fat: 9.5, sugar: 0 }).success).toBe(true);
  });

  it('is optional: a recipe without it is valid', () => {
    expect(recipeInputSchema.safeParse(sampleRecipeInput('Soup')).success).toBe(true);
  });

  it('sets the sane limits: 10000 kcal, 1000 g, 50000 mg', () => {
    expect(NUTRITION_LIMITS.calories).toMatchObject({ unit: 'kcal', max: 10_000 });
    for (const grams of ['fat', 'saturatedFat', 'carbohydrate', 'sugar', 'fiber', 'protein'] as const) {
      expect(NUTRITION_LIMITS[grams]).toMatchObject({ unit: 'g', max: 1000 });
    }
    expect(NUTRITION_LIMITS.sodium).toMatchObject({ unit: 'mg', max: 50_000 });
  });

  it('refuses an amount past its limit or below 0, naming the amount and its unit', () => {
    expect(messages({ calories: 10_001 })).toEqual(['nutrition.calories: Calories must be at most 10000 kcal']);
    expect(messages({ fat: 1000.5 })).toEqual(['nutrition.fat: Fat must be at most 1000 g']);
    expect(messages({ sodium: 50_001 })).toEqual(['nutrition.sodium: Sodium must be at most 50000 mg']);
    expect(messages({ protein: -1 })).toEqual(['nutrition.protein: Protein must be at least 0 g']);
  });

  it('refuses text, an unknown nutrient, an empty object and a list', () => {
    expect(messages({ fat: '9 g' })).toEqual(['nutrition.fat: Fat must be a number of g']);
    expect(messages({ calories: Number.NaN })).toEqual(['nutrition.calories: Calories must be a number of kcal']);
    expect(withNutrition({ salt: 2 }).error?.issues[0]?.code).toBe('unrecognized_keys');
    expect(messages({})).toEqual(['nutrition: Nutrition needs at least one amount (or leave it out)']);
    expect(messages([240])).toEqual(['nutrition: Nutrition must be an object of amounts per serving']);
  });
});

describe('nutrition as text', () => {
  it('lists the told amounts in label order', () => {
    expect(toldNutrients({ sodium: 300, calories: 240 })).toEqual([
      ['calories', 240],
      ['sodium', 300],
    ]);
    expect(toldNutrients(undefined)).toEqual([]);
  });

  it('shows an amount with its unit, to one decimal at most', () => {
    expect(nutrientAmountText('calories', 240)).toBe('240 kcal');
    expect(nutrientAmountText('fat', 9.25)).toBe('9.3 g');
    expect(nutrientAmountText('sodium', 300)).toBe('300 mg');
  });

  it("tells schema.org the units of NUTRITION_LIMITS, calories in Google's word", () => {
    for (const nutrient of NUTRIENTS) {
      const unit = nutrient === 'calories' ? 'calories' : NUTRITION_LIMITS[nutrient].unit;
      expect(nutrientJsonLdText(nutrient, 12.34)).toBe(`12.3 ${unit}`);
    }
  });

  it("tells schema.org Google's text values: calories, grams and milligrams", () => {
    expect(nutrientJsonLdText('calories', 240)).toBe('240 calories');
    expect(nutrientJsonLdText('saturatedFat', 3.5)).toBe('3.5 g');
    expect(nutritionJsonLd({ calories: 240, fat: 9, saturatedFat: 2, carbohydrate: 30, sodium: 300 })).toEqual({
      '@type': 'NutritionInformation',
      calories: '240 calories',
      fatContent: '9 g',
      saturatedFatContent: '2 g',
      carbohydrateContent: '30 g',
      sodiumContent: '300 mg',
    });
    expect(nutritionJsonLd({ sugar: 0, fiber: 4, protein: 12 })).toEqual({
      '@type': 'NutritionInformation',
      sugarContent: '0 g',
      fiberContent: '4 g',
      proteinContent: '12 g',
    });
    expect(nutritionJsonLd(undefined)).toBeUndefined();
  });
});
