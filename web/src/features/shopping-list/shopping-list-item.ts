// What the shopping list shows and what goes onto it. Items are made from
// text (a recipe's ingredient line at the servings shown, or a line typed by
// hand) by the shared parser, so the combined view can add them up; the shared
// schema checks each one as firestore.rules will.
import { shoppingItem } from '@recipe-book/schema/combine-ingredients';
import { type ShoppingItemInput, shoppingItemFields, shoppingItemSchema } from '@recipe-book/schema/shopping-list';

/** An item read back from `users/{uid}/shoppingList/{id}` or `households/{id}/shoppingList/{id}`. */
export interface ShoppingListItem extends ShoppingItemInput {
  id: string;
  createdAt: Date;
  /** A household's: the public name of the member who added it. */
  addedBy?: string;
  /** A household's: the uid of the member who added it (absent on one added before uids were stored). */
  addedByUid?: string;
  /** A household's ticked item: the public name of the member who ticked it. */
  checkedBy?: string;
  /** A household's ticked item: the uid of the member who ticked it. */
  checkedByUid?: string;
}

/** What a line of text makes, from a recipe (`recipeId`, `recipeTitle`) or by hand (both null). */
function itemFromLine(line: string, origin: Pick<ShoppingItemInput, 'recipeId' | 'recipeTitle'>) {
  return { ...shoppingItem(line), ...origin, checked: false };
}

/** An item typed by hand ("2 lemons", "kitchen roll"), or the first reason it cannot be one. */
export function itemByHand(text: string): { item: ShoppingItemInput } | { error: string } {
  // The line itself first: an empty or overlong line has nothing worth parsing.
  const line = shoppingItemFields.text.safeParse(text);
  if (!line.success) return { error: line.error.issues[0]?.message ?? INVALID };
  const checked = shoppingItemSchema.safeParse(itemFromLine(line.data, { recipeId: null, recipeTitle: null }));
  return checked.success ? { item: checked.data } : { error: checked.error.issues[0]?.message ?? INVALID };
}

const INVALID = 'This item cannot be added.';
