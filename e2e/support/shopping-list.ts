// A test account's shopping list in the Firestore emulator, read and filled
// past the rules through the Admin SDK (support/admin.ts), so the app's own
// writes are the ones that go through them.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { listCountPath } from '@recipe-book/schema/list-counts';
import { SHOPPING_LIST, USERS } from '@recipe-book/schema/paths';
import { db } from './admin';

export interface StoredItem {
  text: string;
  quantity: number | null;
  unit: string | null;
  recipeId: string | null;
  checked: boolean;
}

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** The items on `uid`'s list as the server has them, by text. */
export async function shoppingItemsOf(uid: string): Promise<StoredItem[]> {
  const items = await db.collection(USERS).doc(uid).collection(SHOPPING_LIST).get();
  return items.docs
    .map((item) => {
      const { text, quantity, unit, recipeId, checked } = item.data();
      return {
        text: String(text),
        quantity: typeof quantity === 'number' ? quantity : null,
        unit: textOrNull(unit),
        recipeId: textOrNull(recipeId),
        checked: checked === true,
      };
    })
    .sort((a, b) => a.text.localeCompare(b.text));
}

/** Puts `count` unticked items added by hand ("Item 1", …) on `uid`'s list, in one commit. */
export async function fillShoppingList(uid: string, count: number): Promise<void> {
  const list = db.collection(USERS).doc(uid).collection(SHOPPING_LIST);
  const now = Timestamp.now();
  const batch = db.batch();
  for (let index = 0; index < count; index += 1) {
    batch.set(list.doc(`filler-${index}`), {
      text: `Item ${index + 1}`,
      name: `Item ${index + 1}`,
      quantity: null,
      unit: null,
      recipeId: null,
      recipeTitle: null,
      checked: false,
      createdAt: now,
    });
  }
  // The list's kept count moves with its items, as every writer's does.
  batch.set(
    db.doc(listCountPath(list.parent?.path ?? '', SHOPPING_LIST)),
    { count: FieldValue.increment(count) },
    { merge: true },
  );
  await batch.commit();
}
