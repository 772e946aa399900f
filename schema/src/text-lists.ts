// Lists typed as one text: the Add Recipe form's text boxes and the REST API's
// convenience for older clients use these same functions, so a recipe typed in
// the app and one posted to the API are stored alike.

const nonEmpty = (items: string[]) => items.map((item) => item.trim()).filter(Boolean);

/** Ingredients, comma-separated or one per line: `"flour, eggs\nmilk"` → `["flour", "eggs", "milk"]`. */
export function splitIngredients(text: string): string[] {
  return nonEmpty(text.split(/,|[\r\n]+/));
}

/**
 * Instructions as sentences or one per line: split after each full stop that
 * ends a sentence (one followed by white space or the end), and at line
 * breaks. The full stop stays with its sentence; a decimal point (`180.5`)
 * does not split.
 */
export function splitInstructions(text: string): string[] {
  return nonEmpty(text.split(/(?<=\.)\s+|[\r\n]+/));
}

/** The text a form shows for a stored list, one item per line; splitting it gives the list back. */
export function joinLines(items: readonly string[]): string {
  return items.join('\n');
}
