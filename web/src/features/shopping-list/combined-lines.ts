// The lines of the combined view, and items read again in other units: both
// read each line with the shared ingredient parser (schema/src/combine-ingredients.ts,
// about 10 kB gzip), so this module is downloaded once the list is on screen
// (use-combined-lines.ts), never with the page's first load.
import { combineItems, shoppingItem } from '@recipe-book/schema/combine-ingredients';
import { type ListSection, lineOf } from './list-sections';
import type { ShoppingListItem } from './shopping-list-item';

/** One section: the same ingredient in the same unit added up, each line naming its items. */
export function combinedSections(items: readonly ShoppingListItem[]): ListSection[] {
  const lines = combineItems(items).map(({ sources, text }) => lineOf(sources, text));
  return [{ key: 'combined', recipe: null, heading: null, lines }];
}

/**
 * The items with their lines in other units (`convert` rewrites a line: "225 g
 * butter" → "1 cup butter"), read again, so that the combined view adds up the
 * amounts shown. Ids and ticks stay the items' own: ticking a line ticks them.
 */
export function itemsInUnits(
  items: readonly ShoppingListItem[],
  convert: (text: string) => string,
): ShoppingListItem[] {
  return items.map((item) => ({ ...item, ...shoppingItem(convert(item.text)) }));
}
