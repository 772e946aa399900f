// The list's two views as sections of lines, one shape for the screen, the
// printout and the shared text: by recipe (a section per recipe, in the order
// first added, then the items added by hand), or combined (one section, the
// same ingredient in the same unit added up: schema/src/combine-ingredients.ts).
import { combineItems, shoppingItem } from '@recipe-book/schema/combine-ingredients';
import type { ShoppingListItem } from './shopping-list-item';

export type ListView = 'recipes' | 'combined';

/** One line on the list and the items behind it (several in the combined view). */
export interface ListLine {
  key: string;
  text: string;
  /** Ticked when every item behind it is. */
  checked: boolean;
  items: ShoppingListItem[];
  /** The titles of the recipes its items came from (several only in the combined view). */
  fromRecipes: string[];
}

export interface ListSection {
  key: string;
  /** The recipe the lines came from; null for items added by hand, and for the combined view. */
  recipe: { id: string; title: string } | null;
  heading: string | null;
  lines: ListLine[];
}

export const BY_HAND_HEADING = 'Added by hand';

const lineOf = (items: ShoppingListItem[], text: string): ListLine => ({
  key: items.map((item) => item.id).join('+'),
  text,
  checked: items.every((item) => item.checked),
  items,
  fromRecipes: [...new Set(items.flatMap((item) => item.recipeTitle ?? []))],
});

/** Each item on its own line. */
const linesOf = (items: ShoppingListItem[]) => items.map((item) => lineOf([item], item.text));

function byRecipe(items: readonly ShoppingListItem[]): ListSection[] {
  const sections = new Map<string | null, ShoppingListItem[]>();
  for (const item of items) {
    const section = sections.get(item.recipeId);
    if (section) section.push(item);
    else sections.set(item.recipeId, [item]);
  }
  const byHand = sections.get(null);
  sections.delete(null);
  const fromRecipes = [...sections].map(([id, recipeItems]): ListSection => {
    // A recipe renamed between two adds keeps the title it had first.
    const title = recipeItems[0]?.recipeTitle ?? '';
    return { key: `recipe-${id}`, recipe: { id: id ?? '', title }, heading: title, lines: linesOf(recipeItems) };
  });
  if (!byHand) return fromRecipes;
  return [...fromRecipes, { key: 'by-hand', recipe: null, heading: BY_HAND_HEADING, lines: linesOf(byHand) }];
}

function combined(items: readonly ShoppingListItem[]): ListSection[] {
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

export function listSections(items: readonly ShoppingListItem[], view: ListView): ListSection[] {
  return view === 'combined' ? combined(items) : byRecipe(items);
}

/** The list as plain text to share: a heading per section, a box per line (☑ when ticked). */
export function listText(sections: readonly ListSection[]): string {
  const blocks = sections.map((section) => {
    const lines = section.lines.map((line) => `${line.checked ? '☑' : '☐'} ${line.text}`);
    return [...(section.heading ? [section.heading] : []), ...lines].join('\n');
  });
  return ['Shopping list', ...blocks].join('\n\n');
}
