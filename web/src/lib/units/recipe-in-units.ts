// The server's half of lines-in-units.ts: a recipe's ingredient lines and
// steps converted into each system, only those that change. Imported by the
// recipe route's loader on the server alone, so the browser's build leaves
// this code (and the conversion libraries) out of the page.
import { convertStepTemperatures } from '@recipe-book/schema/oven-temperatures';
import { convertIngredientLine } from '@recipe-book/schema/units';
import type { UnitSystem } from '@recipe-book/schema/unit-systems';
import type { LinesInUnits } from './lines-in-units';

type Converter = (line: string, system: UnitSystem) => string;

/** The lines that `convert` changes in `system`, each once, as [written, converted]. */
function changed(lines: readonly string[], system: UnitSystem, convert: Converter): [string, string][] {
  const pairs = new Map<string, string>();
  for (const line of lines) {
    const converted = convert(line, system);
    if (converted !== line) pairs.set(line, converted);
  }
  return [...pairs];
}

/** `recipe`'s lines in metric and in US units, as lines-in-units.ts reads them. */
export function recipeInUnits(recipe: {
  ingredients: readonly string[];
  instructions: readonly string[];
}): LinesInUnits {
  const inSystem = (system: UnitSystem) => ({
    ingredients: changed(recipe.ingredients, system, (line) => convertIngredientLine(line, system)),
    instructions: changed(recipe.instructions, system, convertStepTemperatures),
  });
  return { metric: inSystem('metric'), us: inSystem('us') };
}
