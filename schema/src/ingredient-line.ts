// An ingredient line as cooks write it ("600 g chicken breast, in chunks",
// "1½ cups rice", "2–3 cloves garlic", "salt, to taste") read into its amount,
// unit and the ingredient's name. The reading is parse-ingredient's
// (https://github.com/jakeboone02/parse-ingredient), set up with our units; the
// glue here only drops notes and asides from the name and adds up "1 cup + 2 tbsp".
import { convertUnit, parseIngredient, type Ingredient, type ParseIngredientOptions } from 'parse-ingredient';
import { EXTRA_UNITS, SIZE_WORDS } from './ingredient-units';

/** An ingredient line read for scaling and for the shopping list. */
export interface ParsedIngredient {
  /** The line as written. */
  text: string;
  /** The amount, or the low end of a range; null when the line has none ("salt, to taste", "a pinch of salt"). */
  quantity: number | null;
  /** The high end of a range ("2–3 cloves garlic" → 3), else null. */
  quantity2: number | null;
  /** parse-ingredient's unit id: "gram" for g, grams and gramme; "tablespoon" for tbsp and Tbsp.; null for a count. */
  unit: string | null;
  /** What to buy, without amount, unit, notes after a comma or asides in brackets: "chicken breast". */
  name: string;
}

/** Words before an amount that leave it as it is: "about 200 g spinach". */
export const APPROXIMATE_PREFIXES = ['approximately', 'approx.', 'about', 'around', 'roughly'];

const PARSER_OPTIONS: ParseIngredientOptions = {
  additionalUOMs: EXTRA_UNITS,
  ignoreUOMs: SIZE_WORDS,
  leadingQuantityPrefixes: APPROXIMATE_PREFIXES,
};

const NOTHING: Ingredient = {
  quantity: null,
  quantity2: null,
  unitOfMeasureID: null,
  unitOfMeasure: null,
  description: '',
  isGroupHeader: false,
};

/** parse-ingredient's reading of one line (a blank line reads as nothing). */
export function readLine(text: string): Ingredient {
  return parseIngredient([text], PARSER_OPTIONS)[0] ?? NOTHING;
}

/** What joins a second amount to the first: "1 cup + 2 tbsp flour", "1 cup plus 2 tablespoons flour". */
export const SECOND_AMOUNT = /^(?:\+|plus\s)\s*/i;

/** Asides in brackets: "1 (400 g) can tomatoes", "1 cup (240 ml) milk", "butter (for greasing)". */
const ASIDES = /\([^()]*\)/g;

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** "chicken breast, in chunks" → "chicken breast": the notes after the first comma are how to prepare it. */
function nameOf(description: string): string {
  const beforeNotes = description.split(',')[0]?.trim();
  return beforeNotes || description.trim();
}

/**
 * "1 cup + 2 tbsp flour" is 1⅛ cups of flour: the second amount in the first
 * one's unit (parse-ingredient's convertUnit). Amounts that do not convert
 * ("1 can + 2 tbsp", "2 eggs + 1 yolk") give no single amount.
 */
function addSecondAmount(first: Ingredient, second: Ingredient): Omit<ParsedIngredient, 'text' | 'name'> {
  const from = second.unitOfMeasureID;
  const to = first.unitOfMeasureID;
  const convert = (value: number) =>
    from && to ? convertUnit(value, from, to, { additionalUOMs: EXTRA_UNITS }) : null;
  const low = second.quantity === null ? null : convert(second.quantity);
  const high = second.quantity === null ? null : convert(second.quantity2 ?? second.quantity);
  if (first.quantity === null || low === null || high === null) return { quantity: null, quantity2: null, unit: null };
  const quantity = round3(first.quantity + low);
  const quantity2 = round3((first.quantity2 ?? first.quantity) + high);
  return { quantity, quantity2: quantity2 === quantity ? null : quantity2, unit: to };
}

/** Reads a line: `"2–3 cloves garlic, crushed"` → `{ quantity: 2, quantity2: 3, unit: "clove", name: "garlic" }`. */
export function parseIngredientLine(text: string): ParsedIngredient {
  // Asides in brackets are another measure of the same amount or the size of each
  // can: neither is the amount to read, nor part of the name.
  const first = readLine(text.replace(ASIDES, ' ').replace(/\s+/g, ' '));
  if (first.quantity !== null && SECOND_AMOUNT.test(first.description)) {
    const second = readLine(first.description.replace(SECOND_AMOUNT, ''));
    return { text, ...addSecondAmount(first, second), name: nameOf(second.description) };
  }
  return {
    text,
    quantity: first.quantity,
    quantity2: first.quantity2,
    unit: first.unitOfMeasureID,
    name: nameOf(first.description),
  };
}
