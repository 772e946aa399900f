// A recipe's nutrition per serving (docs/data-model.md#recipes): the amounts a
// recipe may tell, each with its unit and largest sane value, and the words
// they are told in. A module of its own, without zod nor the amounts' names
// (nutrient-names.ts): every page's JSON-LD builder reads it, so it stays small.
// firestore.rules mirrors the names and the limits; tests/rules proves it.

/**
 * Each amount is per serving of the recipe as written, a number ≥ 0 of `unit`
 * up to `max`: far above any real dish, low enough to catch a slipped key
 * (grams typed as milligrams).
 */
export const NUTRITION_LIMITS = {
  calories: { unit: 'kcal', max: 10_000 },
  fat: { unit: 'g', max: 1000 },
  saturatedFat: { unit: 'g', max: 1000 },
  carbohydrate: { unit: 'g', max: 1000 },
  sugar: { unit: 'g', max: 1000 },
  fiber: { unit: 'g', max: 1000 },
  protein: { unit: 'g', max: 1000 },
  sodium: { unit: 'mg', max: 50_000 },
} as const;

export type Nutrient = keyof typeof NUTRITION_LIMITS;

/** The nutrients in the order a label lists them. */
export const NUTRIENTS = Object.keys(NUTRITION_LIMITS) as Nutrient[];

/** What a recipe tells per serving: any of the nutrients, at least one. */
export type Nutrition = Partial<Record<Nutrient, number>>;

/** The nutrients a recipe tells, in label order, with their amounts. */
export function toldNutrients(nutrition: Nutrition | undefined): [Nutrient, number][] {
  if (!nutrition) return [];
  return NUTRIENTS.flatMap((nutrient) => {
    const amount = nutrition[nutrient];
    return amount === undefined ? [] : [[nutrient, amount] as [Nutrient, number]];
  });
}

/** An amount as a label shows it: at most one decimal, none for a whole number ("9", "2.5"). */
function formatAmount(amount: number): string {
  return String(Math.round(amount * 10) / 10);
}

/** "240 kcal", "9 g", "300 mg": an amount with its unit, as the recipe page shows it. */
export function nutrientAmountText(nutrient: Nutrient, amount: number): string {
  return `${formatAmount(amount)} ${NUTRITION_LIMITS[nutrient].unit}`;
}
