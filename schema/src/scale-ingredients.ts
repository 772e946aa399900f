// Ingredient lines for another number of servings. Only the amounts change
// (rounded as kitchen-quantity.ts says) and a unit word that must follow them
// ("1 cup" → "2 cups"); the name and the notes stay exactly as the cook wrote
// them, and a line without an amount ("salt, to taste") stays as it is.
import { findAmounts, type WrittenAmount } from './ingredient-amounts';
import { inflectUnit } from './ingredient-units';
import { formatKitchenRange, roundKitchenQuantity } from './kitchen-quantity';

function assertPositive(name: string, value: number): void {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${name} must be a positive number, not ${value}`);
}

/** `line` with one written amount (and its unit word) multiplied by `factor`. */
function rewrite(line: string, amount: WrittenAmount, factor: number): string {
  const unitId = amount.unit?.id ?? null;
  const low = amount.quantity * factor;
  const high = amount.quantity2 === null ? null : amount.quantity2 * factor;
  let text = line;
  // The unit comes after the number, so rewriting it first keeps the number's position.
  if (amount.unit) {
    const written = line.slice(amount.unit.start, amount.unit.end);
    const unit = inflectUnit(written, amount.unit.id, roundKitchenQuantity(high ?? low, unitId));
    text = text.slice(0, amount.unit.start) + unit + text.slice(amount.unit.end);
  }
  return text.slice(0, amount.start) + formatKitchenRange(low, high, unitId) + text.slice(amount.end);
}

/**
 * The line with its amounts multiplied by `factor`:
 * `scaleIngredientLine("2–3 cloves garlic, crushed", 2)` → `"4–6 cloves garlic, crushed"`.
 * A factor of 1 gives the line back unchanged.
 */
export function scaleIngredientLine(line: string, factor: number): string {
  assertPositive('factor', factor);
  if (factor === 1) return line;
  // Last amount first, so that rewriting it leaves the earlier positions as they were.
  return findAmounts(line)
    .reverse()
    .reduce((text, amount) => rewrite(text, amount, factor), line);
}

/** A recipe's ingredient lines, written for `fromServings`, scaled to `toServings`. */
export function scaleIngredients(lines: readonly string[], fromServings: number, toServings: number): string[] {
  assertPositive('fromServings', fromServings);
  assertPositive('toServings', toServings);
  return lines.map((line) => scaleIngredientLine(line, toServings / fromServings));
}
