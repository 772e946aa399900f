// Amounts written as a cook reads them: a scaled or added-up amount is rounded to
// what a kitchen can measure, then written with format-quantity
// (https://github.com/jakeboone02/format-quantity).
//
// Metric units (g, kg, ml, l, dl, cl, mg) get decimals, rounded on the figure in
// grams or millilitres (mg: in mg) so that "0.5 kg" and "500 g" round alike:
//   under 10       → to 0.1    (7.5 g yeast, 2.5 ml vanilla)
//   10 to 100      → to 1      (33 g, not 33.333 g)
//   100 to 1000    → to 5      (235 g, not 233.333 g)
//   1000 and above → to 10     (1330 g; the unit stays as written: no switch to kg)
// Every other unit (cups, spoons, oz, lb, cans, cloves) and a bare count ("3 eggs")
// gets fractions, to the nearest of:
//   under 1        → eighths or thirds  (⅛, ¼, ⅓, ½, ⅔, ¾)
//   1 to 10        → quarters or thirds (1¼, 1⅓, 2½, 2¾)
//   10 and above   → halves             (10½)
// Nothing above zero rounds to zero: it becomes the smallest step (0.1, ⅛).
import { formatQuantity } from 'format-quantity';
import { metricSmallUnits } from './ingredient-units';

/** Avoids float noise such as 3.3000000000000003 and 0.30000000000000004. */
const tidy = (value: number) => Number(value.toFixed(6));

function metricStep(smallUnits: number): number {
  if (smallUnits < 10) return 0.1;
  if (smallUnits < 100) return 1;
  if (smallUnits < 1000) return 5;
  return 10;
}

function roundToStep(value: number, step: number): number {
  return value > 0 ? Math.max(step, Math.round(value / step) * step) : 0;
}

function fractionDenominators(value: number): number[] {
  if (value < 1) return [8, 3];
  if (value < 10) return [4, 3];
  return [2];
}

/** The nearest multiple of 1/d over the denominators; on a tie the first (eighths, quarters) wins. */
function roundToFraction(value: number): number {
  const candidates = fractionDenominators(value).map((d) => roundToStep(value, 1 / d));
  return candidates.reduce((best, next) => (Math.abs(next - value) < Math.abs(best - value) ? next : best));
}

/** `value` rounded as the rules above say, for an amount in `unit` (a unit id, or null for a count). */
export function roundKitchenQuantity(value: number, unit: string | null): number {
  const smallUnits = metricSmallUnits(unit);
  if (smallUnits === null) return tidy(roundToFraction(value));
  return tidy(roundToStep(value * smallUnits, metricStep(value * smallUnits)) / smallUnits);
}

/** The rounded amount as text: "1½", "⅓", "12", "235", "0.75", "2.5". */
export function formatKitchenQuantity(value: number, unit: string | null): string {
  const rounded = roundKitchenQuantity(value, unit);
  if (metricSmallUnits(unit) !== null) return String(rounded);
  // format-quantity writes 0 as "" (and null for what is not a number).
  return formatQuantity(rounded, { vulgarFractions: true }) || String(rounded);
}

/** A range as "4–6" (en dash), or one amount when there is no upper end or both ends round alike. */
export function formatKitchenRange(low: number, high: number | null, unit: string | null): string {
  const from = formatKitchenQuantity(low, unit);
  const to = high === null ? from : formatKitchenQuantity(high, unit);
  return from === to ? from : `${from}–${to}`;
}
