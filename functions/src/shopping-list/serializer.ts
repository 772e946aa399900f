// A stored item as the API answers it, fields picked one by one.
import type { StoredItem } from './collection';
import type { ShoppingItemResponse } from './schemas';

export const toShoppingItem = (id: string, item: StoredItem): ShoppingItemResponse => ({
  id,
  text: item.text,
  checked: item.checked,
  recipeId: item.recipeId,
  recipeTitle: item.recipeTitle,
  addedBy: item.addedBy ?? null,
});
