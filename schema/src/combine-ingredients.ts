// The shopping list's combined view: the same ingredient in the same unit is
// added up ("200 g butter" + "150 g butter, softened" → "350 g butter"). What
// cannot be added up (no amount, or another unit: "1 kg flour" and "200 g flour")
// stays on its own line. Each line lists the items it came from, so that ticking
// it ticks them all.
import { parseIngredientLine } from './ingredient-line';
import { unitLabel } from './ingredient-units';
import { formatKitchenQuantity, roundKitchenQuantity } from './kitchen-quantity';

/** An item of a shopping list (stored in users/{uid}/shoppingList/{itemId} with more fields). */
export interface ShoppingItem {
  /** The line as shown on the recipe page, at the servings chosen there. */
  text: string;
  name: string;
  quantity: number | null;
  /** parse-ingredient's unit id ("gram", "tablespoon", "clove"), or null. */
  unit: string | null;
}

/** A line of the combined view and the items it stands for. */
export interface CombinedItem<T extends ShoppingItem = ShoppingItem> {
  /** One item's own text, or the added-up amount written as on the recipe page: "350 g butter". */
  text: string;
  name: string;
  quantity: number | null;
  unit: string | null;
  /** The items on this line, in list order: tick or untick them together. */
  sources: T[];
}

/**
 * A shopping-list item for an ingredient line (already scaled to the servings
 * shown). A range is bought at its high end: "2–3 cloves garlic" is 3 cloves.
 */
export function shoppingItem(line: string): ShoppingItem {
  const { text, quantity, quantity2, unit, name } = parseIngredientLine(line.trim());
  return { text, name, quantity: quantity2 ?? quantity, unit };
}

/** A plural last word as its singular, well enough to match the two ("onions", "tomatoes", "berries"). */
function singular(word: string): string {
  const stem = word.endsWith('ies')
    ? word.slice(0, -2) // berries → berri, chillies → chilli
    : /(?:ch|sh|x|o)es$/.test(word)
      ? word.slice(0, -2) // peaches → peach, tomatoes → tomato
      : /[^s]s$/.test(word)
        ? word.slice(0, -1) // onions → onion (but "glass" stays)
        : word;
  // berry and berries, cookie and cookies, chilli and chillies meet at "berri", "cooki", "chilli".
  return stem.replace(/(?:y|ie)$/, 'i');
}

/**
 * The names of one ingredient meet at one key: case, spacing and a plural last
 * word do not matter ("Onions" and "onion"). Simple English rules only:
 * "leaves" and "leaf" stay apart.
 */
export function ingredientKey(name: string): string {
  const words = name.toLowerCase().trim().split(/\s+/);
  const last = words.pop() ?? '';
  return [...words, singular(last)].join(' ');
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** One line of the combined view from the items it adds up (all with an amount, the same unit and name). */
function combine<T extends ShoppingItem>(sources: T[]): CombinedItem<T> {
  const [first] = sources;
  if (!first) throw new Error('a combined line needs at least one item');
  const { text, name, quantity, unit } = first;
  if (sources.length === 1) return { text, name, quantity, unit, sources };
  const total = round3(sources.reduce((sum, item) => sum + (item.quantity ?? 0), 0));
  const shown = roundKitchenQuantity(total, unit);
  // "1 onion" + "2 onions" is "3 onions": take a name written for that many.
  const isPlural = (amount: number | null) => amount !== null && amount > 1;
  const totalName = sources.find((item) => isPlural(item.quantity) === isPlural(shown))?.name ?? name;
  const totalText = [formatKitchenQuantity(total, unit), unit && unitLabel(unit, shown), totalName].filter(Boolean);
  return { text: totalText.join(' '), name: totalName, quantity: total, unit, sources };
}

/** The combined view of a shopping list, in the order each line first appears in `items`. */
export function combineItems<T extends ShoppingItem>(items: readonly T[]): CombinedItem<T>[] {
  const lines: T[][] = [];
  const linesByKey = new Map<string, T[]>();
  for (const item of items) {
    // An item without an amount has nothing to add up: it keeps a line of its own.
    const key = item.quantity === null ? null : `${item.unit ?? ''}|${ingredientKey(item.name)}`;
    const line = key === null ? undefined : linesByKey.get(key);
    if (line) {
      line.push(item);
    } else {
      const fresh = [item];
      lines.push(fresh);
      if (key !== null) linesByKey.set(key, fresh);
    }
  }
  return lines.map(combine);
}
