// How much a US cup of a few everyday ingredients weighs, so that a cup of flour
// can become grams for a cook with a scale, and back. Only ingredients whose
// weight per cup is settled and printed on every conversion chart are here
// (USDA FoodData Central: all-purpose flour 125 g, granulated sugar 200 g, butter
// 227 g); for everything else a volume stays a volume and a weight a weight:
// a guessed density would be a wrong amount. Water and milk need none: millilitres
// and cups are both volumes.
import { convert } from 'convert';

/** Grams in one US cup, by the ingredient's name as read from the line. */
const GRAMS_PER_CUP: readonly { name: RegExp; grams: number }[] = [
  { name: /^(?:all[- ]purpose |plain )?flour$/, grams: 125 },
  { name: /^(?:granulated |white |caster )?sugar$/, grams: 200 },
  { name: /^(?:unsalted |salted )?butter$/, grams: 227 },
];

/** Grams per millilitre of the ingredient named `name` ("plain flour", "butter"), or null when not known. */
export function densityOf(name: string): number | null {
  const normalised = name.trim().toLowerCase().replace(/\s+/g, ' ');
  const known = GRAMS_PER_CUP.find((entry) => entry.name.test(normalised));
  return known ? known.grams / convert(1, 'cup').to('ml') : null;
}
