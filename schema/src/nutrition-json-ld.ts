// A recipe's nutrition per serving as schema.org `NutritionInformation`, in the
// text values Google's recipe rich results expect: "240 calories", "9 g",
// "300 mg" (a number alone is not read).
import { formatAmount, NUTRITION_LIMITS, toldNutrients, type Nutrient, type Nutrition } from './nutrition-constants';

/** schema.org's property for each nutrient. */
const PROPERTIES = {
  calories: 'calories',
  fat: 'fatContent',
  saturatedFat: 'saturatedFatContent',
  carbohydrate: 'carbohydrateContent',
  sugar: 'sugarContent',
  fiber: 'fiberContent',
  protein: 'proteinContent',
  sodium: 'sodiumContent',
} as const satisfies Record<Nutrient, string>;

type NutritionProperty = (typeof PROPERTIES)[Nutrient];

/** The schema.org properties, in label order (the OpenAPI document lists them). */
export const NUTRITION_PROPERTIES = Object.values(PROPERTIES) as NutritionProperty[];

export type NutritionJsonLd = { '@type': 'NutritionInformation' } & Partial<Record<NutritionProperty, string>>;

/** "240 calories", "9 g", "300 mg": an amount as schema.org's text. */
export function nutrientJsonLdText(nutrient: Nutrient, amount: number): string {
  const unit = nutrient === 'calories' ? 'calories' : NUTRITION_LIMITS[nutrient].unit;
  return `${formatAmount(amount)} ${unit}`;
}

/** The recipe's nutrition as schema.org tells it; undefined when it tells none. */
export function nutritionJsonLd(nutrition: Nutrition | undefined): NutritionJsonLd | undefined {
  const told = toldNutrients(nutrition);
  if (told.length === 0) return undefined;
  return {
    '@type': 'NutritionInformation',
    ...Object.fromEntries(
      told.map(([nutrient, amount]) => [PROPERTIES[nutrient], nutrientJsonLdText(nutrient, amount)]),
    ),
  };
}
