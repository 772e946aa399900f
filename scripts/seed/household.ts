// The demo household: Alice (its owner) and Bob share "Martin–Nguyen", with
// the week's plan (meal-plans.ts), a shopping list and a pantry, as if Bob had joined
// with Alice's invitation: their own plans, lists and pantries are empty, everything
// lives in the household, and each user's householdId names it.
import { householdSchema, householdShoppingItemSchema, type StoredHousehold } from '@recipe-book/schema/household';
import { shoppingItem } from '@recipe-book/schema/combine-ingredients';
import type { StoredShoppingItem } from '@recipe-book/schema/shopping-list';
import { foodList } from '@recipe-book/schema/foods';
import type { StoredPantry } from '@recipe-book/schema/pantry';
import { addedByFields } from '@recipe-book/schema/signer';
import { SeedDataError } from './plan';
import { ALICE, BOB, type SeedUser } from './users';

/** A fixed id (letters and digits, like Firestore's), so that a rerun writes the same household. */
export const SEED_HOUSEHOLD_ID = 'demoMartinNguyen';

export interface SeedHousehold {
  id: string;
  data: StoredHousehold<Date>;
  /** `households/{id}/shoppingList/{itemId}`. */
  items: { id: string; data: StoredShoppingItem<Date> & ReturnType<typeof addedByFields> }[];
  /** `households/{id}/pantry/foods`: enough for Caprese Salad, most of a few more. */
  pantry: StoredPantry<Date>;
}

/** Lines on the list: who added them, and whether they are in the basket already. */
const LIST: [SeedUser, string, boolean][] = [
  [ALICE, '2 lemons', false],
  [ALICE, '500 g basmati rice', true],
  [BOB, '1 bunch coriander', false],
  [BOB, '8 corn tortillas', false],
  [ALICE, '1 l milk', false],
  [BOB, '3 avocados', true],
];

/** What is on hand, as typed: "What can I cook?" finds Caprese Salad complete. */
const PANTRY = [
  'tomatoes',
  'cherry tomatoes',
  'buffalo mozzarella',
  'basil',
  'balsamic vinegar',
  'garlic',
  'onions',
  'eggs',
  'flour',
  'butter',
  'milk',
  'spaghetti',
  'parmesan',
  'limes',
  'avocados',
];

export function planHousehold(today: string): SeedHousehold {
  // A fixed time per day, so that a second run writes the same documents.
  const at = new Date(`${today}T00:00:00Z`);
  const household = householdSchema.safeParse({
    name: 'Martin–Nguyen',
    ownerUid: ALICE.uid,
    memberUids: [ALICE.uid, BOB.uid],
  });
  if (!household.success) throw new SeedDataError(`household: ${household.error.issues[0]?.message}`);
  const items = LIST.map(([user, line, checked], index) => {
    const parsed = householdShoppingItemSchema.safeParse({
      ...shoppingItem(line),
      recipeId: null,
      recipeTitle: null,
      checked,
      ...addedByFields(user),
    });
    if (!parsed.success) throw new SeedDataError(`shopping list: ${parsed.error.issues[0]?.message}`);
    const id = `seed-item-${String(index).padStart(2, '0')}`;
    return { id, data: { ...parsed.data, createdAt: new Date(at.getTime() + index) } };
  });
  const pantry = { foods: foodList(PANTRY), updatedAt: at };
  return { id: SEED_HOUSEHOLD_ID, data: { ...household.data, createdAt: at }, items, pantry };
}
