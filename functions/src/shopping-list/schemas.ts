// The requests and answers of the /shopping-list routes (docs/rest-api.md#shopping-list).
// Fields come from the shared item schema (schema/src/shopping-list.ts), so the
// API checks what the web app and the rules check, with the same messages.
import { z } from 'zod';
import { SHOPPING_LIST_LIMITS as L } from '@recipe-book/schema/constants';
import { displayNameSchema } from '@recipe-book/schema/recipe';
import { shoppingItemFields } from '@recipe-book/schema/shopping-list';

/** POST /shopping-list: one line typed by hand, read for its quantity, unit and name as the app does. */
export const shoppingItemCreateSchema = z.strictObject({
  text: shoppingItemFields.text.describe(`The line as shown, e.g. "2 lemons": one line, 1–${L.text.max} characters.`),
});

/** PATCH /shopping-list/{id}: tick or untick. */
export const shoppingItemPatchSchema = z.strictObject({
  checked: shoppingItemFields.checked.describe('true: ticked (in the basket); false: still to buy.'),
});

export const shoppingItemResponseSchema = z.object({
  id: z.string().describe('The item id: PATCH and DELETE /shopping-list/{id}.'),
  text: shoppingItemFields.text,
  checked: shoppingItemFields.checked,
  recipeId: shoppingItemFields.recipeId.describe('The recipe the item came from, or null for one typed by hand.'),
  recipeTitle: shoppingItemFields.recipeTitle.describe("That recipe's title, or null."),
  addedBy: displayNameSchema
    .nullable()
    .describe("On a household's list: the public name of the member who added it; null on your own list."),
});
export type ShoppingItemResponse = z.output<typeof shoppingItemResponseSchema>;

export const shoppingItemListSchema = z.array(shoppingItemResponseSchema);

export const shoppingItemDeleteResultSchema = z.object({
  deletedCount: z
    .union([z.literal(0), z.literal(1)])
    .describe('1 when this call deleted the item, 0 when your list has no item with this id.'),
});
export type ShoppingItemDeleteResult = z.output<typeof shoppingItemDeleteResultSchema>;
