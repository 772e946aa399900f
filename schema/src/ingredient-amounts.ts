// Where in an ingredient line its amounts are written, so that scaling rewrites
// those characters and nothing else. parse-ingredient reports the amount and the
// description but not their positions; the description is the tail of the line,
// so what comes before it holds the amount and the unit. Every position found is
// checked by reading its text back with the parser: a line we cannot place
// exactly is left as written rather than rewritten wrongly.
import { buildLeadingQuantityPrefixRegex, buildTrailingQuantityRegex, defaultRangeSeparators } from 'parse-ingredient';
import { isMeasuredUnit } from './ingredient-units';
import { APPROXIMATE_PREFIXES, readLine, SECOND_AMOUNT } from './ingredient-line';

/** One amount as written in a line: `line.slice(start, end)` is "2", "1½", "2–3" or "1 to 2". */
export interface WrittenAmount {
  start: number;
  end: number;
  quantity: number;
  /** The high end of a range, else null. */
  quantity2: number | null;
  /** The unit written with it (its id and where), so that "cup" can become "cups". */
  unit: { id: string; start: number; end: number } | null;
}

/** The parser's own patterns: "about " before an amount, and an amount that ends the line ("Juice of 1 lemon"). */
const APPROXIMATE = buildLeadingQuantityPrefixRegex(APPROXIMATE_PREFIXES);
const TRAILING = new RegExp(buildTrailingQuantityRegex(defaultRangeSeparators), 'iud');

/** After the amount: "(240 ml)", the same amount in other units. */
const EQUIVALENT = /^\(\s*/;

function shift(amount: WrittenAmount, by: number): WrittenAmount {
  const unit = amount.unit && { ...amount.unit, start: amount.unit.start + by, end: amount.unit.end + by };
  return { ...amount, start: amount.start + by, end: amount.end + by, unit };
}

/** The amount at `start`–`end`, if reading that text alone gives the parser's amount for the whole line. */
function confirmed(
  text: string,
  start: number,
  end: number,
  whole: { quantity: number; quantity2: number | null },
  unit: WrittenAmount['unit'],
): WrittenAmount | null {
  const alone = readLine(text.slice(start, end));
  const same =
    alone.quantity === whole.quantity &&
    alone.quantity2 === whole.quantity2 &&
    alone.unitOfMeasureID === null &&
    alone.description === '';
  return same ? { start, end, quantity: whole.quantity, quantity2: whole.quantity2, unit } : null;
}

/** "about 600 g chicken", "1 cup of sugar", "250ml milk", "2–3 cloves garlic": the amount opens the line. */
function leadingAmount(text: string): WrittenAmount | null {
  const parsed = readLine(text);
  if (parsed.quantity === null || !text.endsWith(parsed.description)) return null;
  const head = text.slice(0, text.length - parsed.description.length); // "about 600 g ", "1 cup of "
  const start = APPROXIMATE?.exec(head)?.[0].length ?? 0;
  const written = parsed.unitOfMeasure;
  const unitStart = written ? head.lastIndexOf(written) : head.length;
  if (unitStart < start) return null;
  const end = start + head.slice(start, unitStart).trimEnd().length;
  const unit =
    written && parsed.unitOfMeasureID
      ? { id: parsed.unitOfMeasureID, start: unitStart, end: unitStart + written.length }
      : null;
  return confirmed(text, start, end, { quantity: parsed.quantity, quantity2: parsed.quantity2 }, unit);
}

/** "Juice of 1 lemon", "Ripe tomatoes x2": the amount closes the line. */
function trailingAmount(text: string): WrittenAmount | null {
  const parsed = readLine(text);
  const groups = TRAILING.exec(text)?.indices?.groups;
  const number = groups?.qty2;
  if (parsed.quantity === null || !groups || !number) return null;
  const start = (groups.qty1 ?? number)[0];
  const uom = groups.uom;
  const unit =
    uom && parsed.unitOfMeasureID && text.slice(uom[0], uom[1]) === parsed.unitOfMeasure
      ? { id: parsed.unitOfMeasureID, start: uom[0], end: uom[1] }
      : null;
  return confirmed(text, start, number[1], { quantity: parsed.quantity, quantity2: parsed.quantity2 }, unit);
}

/**
 * The amount written right after the first one: "1 cup (240 ml) milk" and
 * "8 oz (225g) cream cheese" give the same amount in other units, so it scales
 * too; but after a count ("1 (400 g) can", "2 cans (400 g each)") the brackets
 * hold the size of each, which does not change. "1 cup + 2 tbsp" and
 * "1 cup plus 2 tablespoons" add a second amount, which scales like the first.
 */
function followingAmount(text: string, first: WrittenAmount): WrittenAmount | null {
  const rest = text.slice(first.unit?.end ?? first.end).trimStart();
  const joiner = isMeasuredUnit(first.unit?.id ?? null)
    ? (EQUIVALENT.exec(rest) ?? SECOND_AMOUNT.exec(rest))
    : SECOND_AMOUNT.exec(rest);
  if (!joiner) return null;
  const from = text.length - rest.length + joiner[0].length;
  const amount = leadingAmount(text.slice(from));
  return amount && shift(amount, from);
}

/** The amounts written in `line`, first to last, with their positions in it; none for "salt, to taste". */
export function findAmounts(line: string): WrittenAmount[] {
  const text = line.trim();
  const offset = line.indexOf(text);
  const first = leadingAmount(text) ?? trailingAmount(text);
  if (!first) return [];
  const next = followingAmount(text, first);
  return (next ? [first, next] : [first]).map((amount) => shift(amount, offset));
}
