// The REST API's conveniences for older clients: ingredients as one
// comma-separated text, instructions as one text of sentences.

const nonEmpty = (items: string[]) => items.map((item) => item.trim()).filter(Boolean);

/** `"flour, eggs, milk"` → `["flour", "eggs", "milk"]`. */
export function splitAtCommas(text: string): string[] {
  return nonEmpty(text.split(','));
}

/**
 * Sentences: split after each full stop that ends a sentence (one followed by
 * white space or the end), and at line breaks. The full stop stays with its
 * sentence; a decimal point (`180.5`) does not split.
 */
export function splitIntoSentences(text: string): string[] {
  return nonEmpty(text.split(/(?<=\.)\s+|[\r\n]+/));
}
