// A recipe's lines in each system, converted by the server that renders its
// page: it has the recipe and the conversion code at hand (recipe-in-units.ts),
// and sends the lines along in the route's loader data. The HTML still shows
// the recipe as written (units-choice.ts); once hydrated, a browser whose
// choice is metric or US shows these lines at once and downloads no
// conversion code. It fetches that code (use-units-converter.ts) only for what
// the server did not convert: other servings, or a recipe that changed since.

import type { UnitSystem } from '@recipe-book/schema/unit-systems';

/** Lines that read differently in a system, as [written, converted]: a line not listed reads as written. */
type Converted = readonly (readonly [written: string, converted: string])[];

/** Per system, its ingredient lines (at the recipe's own servings) and steps (their oven temperatures). */
export type LinesInUnits = Record<UnitSystem, { ingredients: Converted; instructions: Converted }>;

/** The recipe's lines as shown in one system: each line in it, from what the server converted. */
export interface LinesInSystem {
  ingredient: (line: string) => string;
  step: (step: string) => string;
}

const lookUp = (converted: Converted) => {
  const byLine = new Map(converted);
  return (line: string) => byLine.get(line) ?? line;
};

/** What the server converted into `system`, ready to look up. */
export const linesInSystem = (inUnits: LinesInUnits, system: UnitSystem): LinesInSystem => ({
  ingredient: lookUp(inUnits[system].ingredients),
  step: lookUp(inUnits[system].instructions),
});

const sameLines = (one: readonly string[], other: readonly string[]) =>
  one.length === other.length && one.every((line, index) => line === other[index]);

/** Whether lines converted from `converted` hold for `shown`: the same ingredients and steps (a live edit may change them). */
export const convertedFrom = (
  converted: { ingredients: readonly string[]; instructions: readonly string[] },
  shown: { ingredients: readonly string[]; instructions: readonly string[] },
): boolean =>
  converted === shown ||
  (sameLines(converted.ingredients, shown.ingredients) && sameLines(converted.instructions, shown.instructions));
