// What the recipe book knows about units of measure, on top of parse-ingredient's
// own table (https://github.com/jakeboone02/parse-ingredient): British spellings
// and the count words our cooks write, the size words that are not units, and how
// a unit is shown next to a number. Units are named by parse-ingredient's ids
// ("gram", "tablespoon", "cup", "clove"), which is what callers store.
import { unitsOfMeasure, type UnitOfMeasure, type UnitOfMeasureDefinitions } from 'parse-ingredient';

/** British spellings, as [singular, plural]: the parser learns them, and scaling inflects them like the US words. */
const BRITISH_SPELLINGS: Readonly<Record<string, [string, string][]>> = {
  liter: [['litre', 'litres']],
  milliliter: [['millilitre', 'millilitres']],
  deciliter: [['decilitre', 'decilitres']],
  centiliter: [['centilitre', 'centilitres']],
  gram: [['gramme', 'grammes']],
  kilogram: [
    ['kilo', 'kilos'],
    ['kilogramme', 'kilogrammes'],
  ],
};

const britishSpellingsOf = (id: string): string[] => (BRITISH_SPELLINGS[id] ?? []).flat();

/** One of parse-ingredient's units, known by more names. */
function extend(id: string, alternates: string[]): UnitOfMeasure {
  const unit = unitsOfMeasure[id];
  if (!unit) throw new Error(`parse-ingredient no longer defines the unit "${id}"`);
  return { ...unit, alternates: [...(unit.alternates ?? []), ...alternates] };
}

const countUnit = (short: string, plural: string): UnitOfMeasure => ({ short, plural, alternates: [], type: 'count' });

/** Added to parse-ingredient's units: "1 litre water" and "2 tins chickpeas" have units too. */
export const EXTRA_UNITS: UnitOfMeasureDefinitions = {
  liter: extend('liter', britishSpellingsOf('liter')),
  milliliter: extend('milliliter', britishSpellingsOf('milliliter')),
  deciliter: extend('deciliter', britishSpellingsOf('deciliter')),
  centiliter: {
    short: 'cl',
    plural: 'centiliters',
    alternates: ['cl.', ...britishSpellingsOf('centiliter')],
    type: 'volume',
    conversionFactor: 10,
  },
  gram: extend('gram', britishSpellingsOf('gram')),
  kilogram: extend('kilogram', britishSpellingsOf('kilogram')),
  // "fl. oz" is two words; the default table only knows "fl oz" and its run-together forms.
  'fluid ounce': extend('fluid ounce', ['fl. oz', 'fl. oz.']),
  tin: countUnit('tin', 'tins'),
  jar: countUnit('jar', 'jars'),
  packet: countUnit('packet', 'packets'),
  sachet: countUnit('sachet', 'sachets'),
  slice: countUnit('slice', 'slices'),
  rasher: countUnit('rasher', 'rashers'),
  stalk: countUnit('stalk', 'stalks'),
  handful: countUnit('handful', 'handfuls'),
  knob: countUnit('knob', 'knobs'),
};

const ALL_UNITS: UnitOfMeasureDefinitions = { ...unitsOfMeasure, ...EXTRA_UNITS };

/**
 * "Large", "medium" and "small" are units to parse-ingredient. They describe the
 * ingredient, not an amount of it: "3 large eggs" is 3 of "large eggs", so the
 * size stays in the name.
 */
export const SIZE_WORDS: string[] = ['large', 'medium', 'small'].flatMap((id) => {
  const unit = ALL_UNITS[id];
  return unit ? [id, unit.short, unit.plural, ...(unit.alternates ?? [])] : [id];
});

/**
 * Metric units, with how many of the everyday small unit (g, ml) one of them is:
 * their amounts are rounded on that figure (see kitchen-quantity.ts). Milligrams
 * are rounded as milligrams.
 */
const METRIC_SMALL_UNITS: Readonly<Record<string, number>> = {
  gram: 1,
  kilogram: 1000,
  milligram: 1,
  milliliter: 1,
  centiliter: 10,
  deciliter: 100,
  liter: 1000,
};

/** How many grams or millilitres one `unit` is, for metric units; null for every other unit. */
export function metricSmallUnits(unit: string | null): number | null {
  return (unit !== null && METRIC_SMALL_UNITS[unit]) || null;
}

/** Whether amounts in `unit` convert to grams or millilitres (cup, tbsp, oz, g…), unlike cans or cloves. */
export function isMeasuredUnit(unit: string | null): boolean {
  return unit !== null && ALL_UNITS[unit]?.conversionFactor !== undefined;
}

/** Shown abbreviated in a combined shopping line ("350 g butter"); the rest as words ("2 cups", "3 cloves"). */
const ABBREVIATED = new Set([
  ...Object.keys(METRIC_SMALL_UNITS),
  'teaspoon',
  'tablespoon',
  'ounce',
  'pound',
  'fluid ounce',
]);

/** How `unit` is written after `amount`: "g", "tbsp", "cup" / "cups", "clove" / "cloves". */
export function unitLabel(unit: string, amount: number): string {
  const definition = ALL_UNITS[unit];
  if (!definition) return unit;
  if (ABBREVIATED.has(unit)) return definition.short;
  return amount > 1 ? definition.plural : unit;
}

/**
 * The unit as the cook wrote it, in the number a new amount needs: "cup" becomes
 * "cups" above 1 and back, "litre" "litres". Only the plain singular and plural
 * words change; abbreviations ("tbsp", "g") and any other spelling or
 * capitalisation stay as written.
 */
export function inflectUnit(written: string, unit: string, amount: number): string {
  const forms: [string, string][] = [[unit, ALL_UNITS[unit]?.plural ?? unit], ...(BRITISH_SPELLINGS[unit] ?? [])];
  const [singular, plural] = forms.find((pair) => pair.includes(written)) ?? [written, written];
  return amount > 1 ? plural : singular;
}
