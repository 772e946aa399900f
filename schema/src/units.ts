// Ingredient lines in metric or US units. The arithmetic is the `convert`
// library's (https://convert.js.org); the line is read where scaling reads it
// (ingredient-amounts.ts), so only the amount and its unit change and the rest
// stays as the cook wrote it. What converts:
//   mass ↔ mass       g, kg (mg) ↔ oz, lb
//   volume ↔ volume   ml, cl, dl, l ↔ tsp, tbsp, cup (fl oz, pint, quart, gallon read too)
//   spoons            teaspoons and tablespoons are measures of both kitchens (5 ml and
//                     15 ml spoons in a metric one): they stay as written in metric, where
//                     "44 ml olive oil" would read worse than "3 tbsp"; small millilitre
//                     amounts still become spoons in US units
//   volume ↔ mass     only for the few ingredients whose weight per cup is known
//                     (ingredient-densities.ts): cups of flour ↔ grams.
// Lines without such a unit ("2 eggs", "1 can tomatoes", "a pinch of salt") stay
// as written; so does a line already in the asked system. Cups, spoons and
// pints are US measures here (a cup is 236.6 ml).
//
// Results are kitchen numbers: metric as kitchen-quantity.ts rounds it (235 ml,
// 225 g), with a converted amount under 10 g or ml to the half (a teaspoon is 5 ml,
// not 4.9); US amounts in fractions, in the unit that reads best (a spoon under
// ¼ cup, ounces under a pound). Among the US readings the first one that converts
// back to the metric amount as written, or is within 6 % of it (a cook's cup is no closer), wins: so a pound
// reads as pounds (3 lb, not 49½ oz) and ⅞ cup beats 13½ tbsp, and metric → US →
// metric gives the line back whenever the reading allows it.
import { convert, type Mass, type Volume } from 'convert';
import { findAmounts, type WrittenAmount } from './ingredient-amounts';
import { densityOf } from './ingredient-densities';
import { parseIngredientLine } from './ingredient-line';
import { unitLabel } from './ingredient-units';
import { formatKitchenRange, roundKitchenQuantity } from './kitchen-quantity';
import { scaleIngredientLine } from './scale-ingredients';
import type { UnitSystem } from './unit-systems';

export { UNIT_SYSTEMS, type UnitSystem } from './unit-systems';

type Dimension = 'mass' | 'volume';

/** A unit the library converts: its system (`both` for spoons) and its name in `convert`. */
type KnownUnit =
  | { system: UnitSystem | 'both'; dimension: 'mass'; name: Mass }
  | { system: UnitSystem | 'both'; dimension: 'volume'; name: Volume };

/** Whether an amount in `unit` reads as it is in `system`: its own units, and spoons in both. */
const belongsTo = (unit: KnownUnit, system: UnitSystem) => unit.system === system || unit.system === 'both';

/** By parse-ingredient's unit id (ingredient-units.ts). */
const KNOWN_UNITS: Readonly<Record<string, KnownUnit>> = {
  milligram: { system: 'metric', dimension: 'mass', name: 'mg' },
  gram: { system: 'metric', dimension: 'mass', name: 'g' },
  kilogram: { system: 'metric', dimension: 'mass', name: 'kg' },
  milliliter: { system: 'metric', dimension: 'volume', name: 'ml' },
  centiliter: { system: 'metric', dimension: 'volume', name: 'cl' },
  deciliter: { system: 'metric', dimension: 'volume', name: 'dl' },
  liter: { system: 'metric', dimension: 'volume', name: 'l' },
  ounce: { system: 'us', dimension: 'mass', name: 'oz' },
  pound: { system: 'us', dimension: 'mass', name: 'lb' },
  teaspoon: { system: 'both', dimension: 'volume', name: 'US teaspoon' },
  tablespoon: { system: 'both', dimension: 'volume', name: 'US tablespoon' },
  cup: { system: 'us', dimension: 'volume', name: 'cup' },
  'fluid ounce': { system: 'us', dimension: 'volume', name: 'US fluid ounce' },
  pint: { system: 'us', dimension: 'volume', name: 'US liquid pint' },
  quart: { system: 'us', dimension: 'volume', name: 'US liquid quart' },
  gallon: { system: 'us', dimension: 'volume', name: 'US liquid gallon' },
};

const unitById = (id: string): KnownUnit => {
  const unit = KNOWN_UNITS[id];
  if (!unit) throw new Error(`no conversion for the unit "${id}"`);
  return unit;
};

/** An amount in grams (mass) or millilitres (volume): the low end, and the high end of a range. */
interface Measure {
  dimension: Dimension;
  low: number;
  high: number | null;
}

const inBase = (value: number, unit: KnownUnit): number =>
  unit.dimension === 'mass' ? convert(value, unit.name).to('g') : convert(value, unit.name).to('ml');

const fromBase = (value: number, unit: KnownUnit): number =>
  unit.dimension === 'mass' ? convert(value, 'g').to(unit.name) : convert(value, 'ml').to(unit.name);

/** Grams or millilitres as a converted metric amount is written: kitchen steps, halves under 10. */
function roundMetric(base: number): number {
  if (base >= 10) return roundKitchenQuantity(base, 'gram');
  return Math.max(0.5, Math.round(base * 2) / 2);
}

/** The same amount in the other dimension, through the ingredient's density (grams per millilitre). */
function inDimension(measure: Measure, dimension: Dimension, density: number | null): Measure {
  if (measure.dimension === dimension) return measure;
  if (density === null) throw new Error('a volume and a weight convert only with a known density');
  const factor = dimension === 'mass' ? density : 1 / density;
  return { dimension, low: measure.low * factor, high: measure.high === null ? null : measure.high * factor };
}

/** An amount in a unit, ready to write. */
interface Written {
  unit: string;
  low: number;
  high: number | null;
}

/** Metric: grams or millilitres, kilograms or litres from 1000 up. */
function toMetric(measure: Measure): Written {
  const low = roundMetric(measure.low);
  const high = measure.high === null ? null : roundMetric(measure.high);
  const large = (high ?? low) >= 1000;
  const unit = measure.dimension === 'mass' ? (large ? 'kilogram' : 'gram') : large ? 'liter' : 'milliliter';
  const size = large ? 1000 : 1;
  return { unit, low: low / size, high: high === null ? null : high / size };
}

/** US units that read well for this amount, the best first: a spoon under ¼ cup, cups from 1 cup, ounces under a pound. */
function usUnitsFor(measure: Measure): string[] {
  const amount = measure.high ?? measure.low;
  const below = (value: number, id: string) => amount < inBase(value, unitById(id)) * 0.98;
  if (measure.dimension === 'mass') return below(1, 'pound') ? ['ounce'] : ['pound', 'ounce'];
  if (below(1, 'tablespoon')) return ['teaspoon', 'tablespoon'];
  if (below(0.25, 'cup')) return ['tablespoon', 'teaspoon'];
  if (below(1, 'cup')) return ['cup', 'tablespoon'];
  return ['cup'];
}

/** Kitchen fractions, and tablespoons from 1 up in halves: a cook measures 6½ tbsp, not 6⅓. */
function roundUs(value: number, id: string): number {
  if (id === 'tablespoon' && value >= 1) return Math.round(value * 2) / 2;
  return roundKitchenQuantity(value, id);
}

function inUsUnit(measure: Measure, id: string): Written {
  const unit = unitById(id);
  const round = (base: number) => roundUs(fromBase(base, unit), id);
  return { unit: id, low: round(measure.low), high: measure.high === null ? null : round(measure.high) };
}

/** How far a reading is from the amount, relative to it. */
function error(written: Written, measure: Measure): number {
  const unit = unitById(written.unit);
  return Math.abs(inBase(written.low, unit) - measure.low) / measure.low;
}

/**
 * Whether the reading, converted back to the metric amount's dimension (grams of
 * flour for cups of flour), rounds to that amount as written, at both ends of a range.
 */
function convertsBack(written: Written, original: Measure, density: number | null): boolean {
  const unit = unitById(written.unit);
  const read = { dimension: unit.dimension, low: inBase(written.low, unit), high: null };
  const back = (value: number) => roundMetric(inDimension({ ...read, low: value }, original.dimension, density).low);
  const highBack = written.high === null ? null : back(inBase(written.high, unit));
  const highThere = original.high === null ? null : roundMetric(original.high);
  return back(read.low) === roundMetric(original.low) && highBack === highThere;
}

/** How far a US reading may be from the amount: 125 ml of milk is ½ cup (5.4 % less), not 8½ tbsp. */
const CLOSE_ENOUGH = 0.06;

/** US: the best-reading unit whose amount converts back to the written one or is within 6 % of it, else the nearest. */
function toUs(measure: Measure, original: Measure, density: number | null): Written {
  const readings = usUnitsFor(measure).map((id) => inUsUnit(measure, id));
  const [best] = readings;
  if (!best) throw new Error('no US unit for this amount');
  return (
    readings.find((reading) => convertsBack(reading, original, density) || error(reading, measure) <= CLOSE_ENOUGH) ??
    readings.reduce((nearest, next) => (error(next, measure) < error(nearest, measure) ? next : nearest), best)
  );
}

/** "235 ml", "1½ cups", "2–3 tbsp". */
function writeAmount(written: Written): string {
  const range = formatKitchenRange(written.low, written.high, written.unit);
  return `${range} ${unitLabel(written.unit, written.high ?? written.low)}`;
}

/**
 * The amount (`low`–`high` in the unit `unitId`) of the ingredient `name` written
 * in `system`, or null when it is not a unit that converts or is in `system` already.
 */
function convertAmount(
  low: number,
  high: number | null,
  unitId: string | null,
  name: string,
  system: UnitSystem,
): string | null {
  const unit = unitId === null ? undefined : KNOWN_UNITS[unitId];
  if (!unit || belongsTo(unit, system)) return null;
  const measure: Measure = {
    dimension: unit.dimension,
    low: inBase(low, unit),
    high: high === null ? null : inBase(high, unit),
  };
  const density = densityOf(name);
  // A metric cook weighs what a US cook measures in cups, and the other way round.
  const wanted: Dimension = density === null ? unit.dimension : system === 'metric' ? 'mass' : 'volume';
  const target = inDimension(measure, wanted, density);
  return writeAmount(system === 'metric' ? toMetric(target) : toUs(target, measure, density));
}

/** Text from the end of `first`'s unit to where `second` starts: "(" for "1 cup (240 ml) milk", "+" for "1 cup + 2 tbsp". */
const between = (line: string, first: WrittenAmount, second: WrittenAmount) =>
  line.slice(first.unit?.end ?? first.end, second.start).trim();

const replace = (line: string, start: number, end: number, text: string) =>
  line.slice(0, start) + text + line.slice(end);

/**
 * "1 cup (240 ml) milk": in the system of the amount in brackets, that amount is
 * the line's ("240 ml milk"); otherwise the brackets go and the first converts.
 */
function withoutEquivalent(line: string, first: WrittenAmount, second: WrittenAmount, system: UnitSystem): string {
  const close = line.indexOf(')', second.unit?.end ?? second.end);
  const end = close === -1 ? (second.unit?.end ?? second.end) : close + 1;
  const secondUnit = second.unit ? KNOWN_UNITS[second.unit.id] : undefined;
  const kept =
    secondUnit && belongsTo(secondUnit, system)
      ? line.slice(second.start, second.unit?.end ?? second.end)
      : line.slice(first.start, first.unit?.end ?? first.end);
  return replace(line, first.start, end, kept).replace(/\s{2,}/g, ' ');
}

/**
 * The line in `system`, its amount first multiplied by `factor` (the servings
 * scaling): `convertIngredientLine("8 oz cream cheese, softened", "metric")` →
 * `"225 g cream cheese, softened"`. A line that does not convert is only scaled.
 */
export function convertIngredientLine(line: string, system: UnitSystem, factor = 1): string {
  const [first, second] = findAmounts(line);
  const firstUnit = first?.unit ? KNOWN_UNITS[first.unit.id] : undefined;
  if (!first?.unit || !firstUnit || belongsTo(firstUnit, system)) return scaleIngredientLine(line, factor);
  if (second && between(line, first, second) === '(') {
    return convertIngredientLine(withoutEquivalent(line, first, second, system), system, factor);
  }
  // "1 cup + 2 tbsp flour" is read as one amount (1⅛ cups) and written as one.
  const parsed = parseIngredientLine(line);
  const end = second ? (second.unit?.end ?? second.end) : first.unit.end;
  if (parsed.quantity === null) return scaleIngredientLine(line, factor);
  const high = parsed.quantity2 === null ? null : parsed.quantity2 * factor;
  const amount = convertAmount(parsed.quantity * factor, high, parsed.unit, parsed.name, system);
  return amount === null ? scaleIngredientLine(line, factor) : replace(line, first.start, end, amount);
}

/** A recipe's ingredient lines in `system`, scaled from `fromServings` to `toServings` (both default to no scaling). */
export function convertIngredients(
  lines: readonly string[],
  system: UnitSystem,
  servings?: { from: number; to: number },
): string[] {
  const factor = servings ? servings.to / servings.from : 1;
  return lines.map((line) => convertIngredientLine(line, system, factor));
}
