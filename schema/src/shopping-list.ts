// A shopping list item: `users/{uid}/shoppingList/{itemId}`
// (docs/data-model.md#shopping-list). Written by the web app (from a recipe's
// ingredients at the servings shown, or by hand); firestore.rules mirrors this
// shape and tests/rules proves they agree.
import { z } from 'zod';
import { shoppingItem } from './combine-ingredients';
import { RECIPE_LIMITS, SHOPPING_LIST_LIMITS as L } from './constants';
import { scaleIngredients } from './scale-ingredients';

const SINGLE_LINE = /^[^\r\n]*$/;

const line = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(min, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .regex(SINGLE_LINE, `${label} must be a single line`);

export const shoppingItemFields = {
  /** The line as shown: "350 g butter". */
  text: line('Item', 1, L.text.max),
  /** The ingredient without quantity and unit, for combining: "butter" (may be empty). */
  name: line('Name', 0, L.text.max),
  quantity: z.number().min(0).max(L.quantity.max).nullable(),
  unit: line('Unit', 1, L.unit.max).nullable(),
  // A Firestore document id, not text a person typed.
  recipeId: z.string().min(1).max(L.recipeId.max).nullable(),
  recipeTitle: line('Recipe title', 1, RECIPE_LIMITS.title.max).nullable(),
  checked: z.boolean(),
};

/** An item as the app writes it (createdAt is the server's time). */
export const shoppingItemSchema = z.strictObject(shoppingItemFields);
export type ShoppingItemInput = z.output<typeof shoppingItemSchema>;

/** Every field of a stored item; the rules allow no other. */
export const SHOPPING_ITEM_FIELDS = [
  ...(Object.keys(shoppingItemFields) as (keyof ShoppingItemInput)[]),
  'createdAt',
] as const;

export interface StoredShoppingItem<Time> extends ShoppingItemInput {
  createdAt: Time;
}

/** The recipe's ingredients as items, scaled from the servings it is written for to `servings`. */
export function itemsFromRecipe(
  recipe: { id: string; title: string; ingredients: readonly string[]; servings: number },
  servings: number,
): ShoppingItemInput[] {
  const origin = { recipeId: recipe.id, recipeTitle: recipe.title, checked: false };
  return scaleIngredients(recipe.ingredients, recipe.servings, servings).map((line) =>
    shoppingItemSchema.parse({ ...shoppingItem(line), ...origin }),
  );
}
