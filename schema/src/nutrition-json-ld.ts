// A recipe's nutrition per serving as schema.org `NutritionInformation`, in the
// text values Google's recipe rich results expect: "240 calories", "9 g",
// "300 mg" (a number alone is not read). Every page's JSON-LD builder reads
// this module, so it stands alone: the units are schema.org's words for ours
// (NUTRITION_LIMITS in nutrition-constants.ts; a unit test proves they agree).
import type { Nutrient, Nutrition } from './nutrition-constants';

/** schema.org's property of a nutrient: `calories`, else the name with `Content` (`fatContent`). */
type NutritionProperty = 'calories' | `${Exclude<Nutrient, 'calories'>}Content`;

export const nutritionProperty = (nutrient: Nutrient): NutritionProperty =>
  nutrient === 'calories' ? 'calories' : `${nutrient}Content`;

export type NutritionJsonLd = { '@type': 'NutritionInformation' } & Partial<Record<NutritionProperty, string>>;

/** "240 calories", "9 g", "300 mg": an amount as schema.org's text, to one decimal at most. */
export function nutrientJsonLdText(nutrient: Nutrient, amount: number): string {
  const unit = nutrient === 'calories' ? 'calories' : nutrient === 'sodium' ? 'mg' : 'g';
  return `${Math.round(amount * 10) / 10} ${unit}`;
}

/** The recipe's nutrition as schema.org tells it; undefined when it tells none. */
export function nutritionJsonLd(nutrition: Nutrition | undefined): NutritionJsonLd | undefined {
  const told = Object.entries(nutrition ?? {}).filter(([, amount]) => amount !== undefined) as [Nutrient, number][];
  if (told.length === 0) return undefined;
  return {
    '@type': 'NutritionInformation',
    ...Object.fromEntries(
      told.map(([nutrient, amount]) => [nutritionProperty(nutrient), nutrientJsonLdText(nutrient, amount)]),
    ),
  };
}
