// How much a US cup of a few everyday ingredients weighs, so that a cup of flour
// can become grams for a cook with a scale, and back. Only ingredients whose
// weight per cup two reference tables agree on are here:
//   all-purpose (plain) flour  125 g  USDA FoodData Central (SR Legacy, "Wheat flour,
//                                     white, all-purpose, enriched"): 1 cup = 125 g;
//                                     King Arthur's ingredient weight chart says 120 g
//   granulated (white) sugar   200 g  USDA ("Sugars, granulated"): 1 cup = 200 g;
//                                     King Arthur: 198 g
//   butter, salted or not      227 g  USDA ("Butter, salted" / "without salt"): 1 cup =
//                                     227 g; King Arthur: 227 g (two US sticks, 8 oz)
// Caster (superfine) sugar is left out: the charts give it anything from 190 g to
// 225 g a cup. For everything else a volume stays a volume and a weight a weight:
// a guessed density would be a wrong amount. Water and milk need none: millilitres
// and cups are both volumes.
import { convert } from 'convert';

/** Grams in one US cup, by the ingredient's name as read from the line. */
const GRAMS_PER_CUP: readonly { name: RegExp; grams: number }[] = [
  { name: /^(?:all[- ]purpose |plain )?flour$/, grams: 125 },
  { name: /^(?:granulated |white )?sugar$/, grams: 200 },
  { name: /^(?:unsalted |salted )?butter$/, grams: 227 },
];

/** Grams per millilitre of the ingredient named `name` ("plain flour", "butter"), or null when not known. */
export function densityOf(name: string): number | null {
  const normalised = name.trim().toLowerCase().replace(/\s+/g, ' ');
  const known = GRAMS_PER_CUP.find((entry) => entry.name.test(normalised));
  return known ? known.grams / convert(1, 'cup').to('ml') : null;
}
