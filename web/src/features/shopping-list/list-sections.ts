// The list's two views as sections of lines, one shape for the screen, the
// printout and the shared text: by recipe (a section per recipe, in the order
// first added, a deleted recipe's under its title alone, then the items added
// by hand), or combined (combined-lines.ts: it reads the lines with the
// ingredient parser, so it is downloaded after the page's first load).
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
  /** The recipe the lines came from; null for items added by hand, a deleted recipe's, and the combined view. */
  recipe: { id: string; title: string } | null;
  heading: string | null;
  lines: ListLine[];
}

export const BY_HAND_HEADING = 'Added by hand';

export const lineOf = (items: ShoppingListItem[], text: string): ListLine => ({
  key: items.map((item) => item.id).join('+'),
  text,
  checked: items.every((item) => item.checked),
  items,
  fromRecipes: [...new Set(items.flatMap((item) => item.recipeTitle ?? []))],
});

/** Each item on its own line. */
const linesOf = (items: ShoppingListItem[]) => items.map((item) => lineOf([item], item.text));

/**
 * The section an item belongs to: its recipe's; a deleted recipe's items, which
 * keep only its title ("Lasagne (recipe removed)"), a section of that title
 * without a link; null for an item added by hand.
 */
function sectionOf(item: ShoppingListItem): string | null {
  if (item.recipeId !== null) return `recipe-${item.recipeId}`;
  return item.recipeTitle === null ? null : `removed-${item.recipeTitle}`;
}

export function sectionsByRecipe(items: readonly ShoppingListItem[]): ListSection[] {
  const sections = new Map<string | null, ShoppingListItem[]>();
  for (const item of items) {
    const key = sectionOf(item);
    const section = sections.get(key);
    if (section) section.push(item);
    else sections.set(key, [item]);
  }
  const byHand = sections.get(null);
  sections.delete(null);
  const fromRecipes = [...sections].map(([key, recipeItems]): ListSection => {
    const [first] = recipeItems;
    // A recipe renamed between two adds keeps the title it had first.
    const title = first?.recipeTitle ?? '';
    const recipe = first?.recipeId ? { id: first.recipeId, title } : null;
    return { key: key ?? '', recipe, heading: title, lines: linesOf(recipeItems) };
  });
  if (!byHand) return fromRecipes;
  return [...fromRecipes, { key: 'by-hand', recipe: null, heading: BY_HAND_HEADING, lines: linesOf(byHand) }];
}

/** The list as plain text to share: a heading per section, a box per line (☑ when ticked). */
export function listText(sections: readonly ListSection[]): string {
  const blocks = sections.map((section) => {
    const lines = section.lines.map((line) => `${line.checked ? '☑' : '☐'} ${line.text}`);
    return [...(section.heading ? [section.heading] : []), ...lines].join('\n');
  });
  return ['Shopping list', ...blocks].join('\n\n');
}
