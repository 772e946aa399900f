// A page's schema.org `NutritionInformation` read into our nutrition per
// serving. Pages write amounts as text with a unit ("240 calories", "9 g",
// "300 mg", "1,200 mg", "0.3 g" of sodium, "1004 kJ"), sometimes as a bare
// number in the unit schema.org implies; each is turned into our unit
// (kcal, grams, sodium in mg). An amount we cannot read, or one past our
// limits, is left out rather than guessed.
import { NUTRITION_LIMITS, NUTRIENTS, type Nutrient, type Nutrition } from '@recipe-book/schema/nutrition-constants';
import { asList, hasType, isObject, rawTexts, type JsonObject } from './schema-org';

/** The schema.org property of each nutrient. */
const PROPERTY: Record<Nutrient, string> = {
  calories: 'calories',
  fat: 'fatContent',
  saturatedFat: 'saturatedFatContent',
  carbohydrate: 'carbohydrateContent',
  sugar: 'sugarContent',
  fiber: 'fiberContent',
  protein: 'proteinContent',
  sodium: 'sodiumContent',
};

/** How many of our unit one of theirs is, by the units pages write. */
const ENERGY_UNITS: Record<string, number> = {
  '': 1,
  kcal: 1,
  cal: 1,
  cals: 1,
  calorie: 1,
  calories: 1,
  kj: 1 / 4.184,
};
const GRAM_UNITS: Record<string, number> = {
  '': 1,
  g: 1,
  gram: 1,
  grams: 1,
  mg: 0.001,
  milligram: 0.001,
  milligrams: 0.001,
};
const MILLIGRAM_UNITS: Record<string, number> = {
  '': 1,
  mg: 1,
  milligram: 1,
  milligrams: 1,
  g: 1000,
  gram: 1000,
  grams: 1000,
};

const unitsOf = (nutrient: Nutrient) =>
  nutrient === 'calories' ? ENERGY_UNITS : nutrient === 'sodium' ? MILLIGRAM_UNITS : GRAM_UNITS;

/**
 * "1,200" is twelve hundred, "9,5" nine and a half (a decimal comma); the
 * number comes first and the unit after it, in any letter case.
 */
const AMOUNT = /^\s*(\d{1,3}(?:,\d{3})+(?!\d)|\d*[.,]?\d+)\s*([a-z]*)\.?(?:\s|$)/i;

/** One amount in our unit, or undefined when the text is not an amount of a unit we know. */
export function parseAmount(nutrient: Nutrient, text: string): number | undefined {
  const match = AMOUNT.exec(text);
  if (!match) return undefined;
  const [, digits = '', unit = ''] = match;
  const number = Number(/,\d{3}(?:,|$)/.test(digits) ? digits.replaceAll(',', '') : digits.replace(',', '.'));
  const factor = unitsOf(nutrient)[unit.toLowerCase()];
  if (factor === undefined || !Number.isFinite(number)) return undefined;
  const amount = Math.round(number * factor * 10) / 10;
  return amount <= NUTRITION_LIMITS[nutrient].max ? amount : undefined;
}

/** The first NutritionInformation of a Recipe's `nutrition` (pages sometimes leave its @type out). */
const nutritionNode = (value: unknown): JsonObject | undefined =>
  asList(value)
    .filter(isObject)
    .find((node) => hasType(node, 'NutritionInformation') || !('@type' in node));

/** The nutrition per serving the page tells, in our units; undefined when it tells none we can read. */
export function readNutrition(value: unknown): Nutrition | undefined {
  const node = nutritionNode(value);
  if (!node) return undefined;
  const nutrition: Nutrition = {};
  for (const nutrient of NUTRIENTS) {
    const amount = rawTexts(node[PROPERTY[nutrient]])
      .map((text) => parseAmount(nutrient, text))
      .find((found) => found !== undefined);
    if (amount !== undefined) nutrition[nutrient] = amount;
  }
  return Object.keys(nutrition).length > 0 ? nutrition : undefined;
}
