// Between the shopping list's lines and the pantry's foods, both ways, read
// by the shared ingredient parser: the food a ticked line names goes into the
// pantry ("2 ripe tomatoes" is tomato), and a food the pantry lacks goes on
// the list as a line typed by hand would (shopping-list-item.ts), under the
// recipe that needs it when there is one, so the list groups them. One module,
// downloaded on first use: it brings the parser.
import { shoppingItem } from '@recipe-book/schema/combine-ingredients';
import { foodOfLine } from '@recipe-book/schema/recipe-foods';
import type { ShoppingItemInput } from '@recipe-book/schema/shopping-list';

/** The foods the lines name, each once; a line that names none ("2 tbsp") adds nothing. */
export function foodsOfLines(lines: readonly string[]): string[] {
  return [...new Set(lines.map((line) => foodOfLine(line)).filter((food): food is string => food !== undefined))];
}

export function itemsForFoods(foods: readonly string[], recipe?: { id: string; title: string }): ShoppingItemInput[] {
  return foods.map((food) => ({
    ...shoppingItem(food),
    recipeId: recipe?.id ?? null,
    recipeTitle: recipe?.title ?? null,
    checked: false,
  }));
}
