// A test account's shopping list in the Firestore emulator, read and filled
// past the rules (`Bearer owner`), so the app's own writes are the ones that
// go through them.
import { SHOPPING_LIST, USERS } from '@recipe-book/schema/paths';

const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
const DATABASE = 'projects/demo-recipes/databases/(default)';
const DOCUMENTS = `${FIRESTORE}/v1/${DATABASE}/documents`;
const ADMIN = { authorization: 'Bearer owner', 'content-type': 'application/json' };

export interface StoredItem {
  text: string;
  quantity: number | null;
  unit: string | null;
  recipeId: string | null;
  checked: boolean;
}

interface RestItem {
  fields: {
    text: { stringValue: string };
    quantity: { integerValue?: string; doubleValue?: number };
    unit: { stringValue?: string };
    recipeId: { stringValue?: string };
    checked: { booleanValue: boolean };
  };
}

const number = ({ integerValue, doubleValue }: RestItem['fields']['quantity']) =>
  integerValue !== undefined ? Number(integerValue) : (doubleValue ?? null);

/** The items on `uid`'s list as the server has them, by text. */
export async function shoppingItemsOf(uid: string): Promise<StoredItem[]> {
  const documents: RestItem[] = [];
  // The emulator answers a page at a time, however large a page is asked for.
  let pageToken = '';
  do {
    const url = `${DOCUMENTS}/${USERS}/${uid}/${SHOPPING_LIST}?pageSize=300&pageToken=${pageToken}`;
    const response = await fetch(url, { headers: ADMIN });
    if (!response.ok) throw new Error(`Firestore emulator: ${response.status} ${await response.text()}`);
    const page = (await response.json()) as { documents?: RestItem[]; nextPageToken?: string };
    documents.push(...(page.documents ?? []));
    pageToken = page.nextPageToken ?? '';
  } while (pageToken);
  return documents
    .map(({ fields }) => ({
      text: fields.text.stringValue,
      quantity: number(fields.quantity),
      unit: fields.unit.stringValue ?? null,
      recipeId: fields.recipeId.stringValue ?? null,
      checked: fields.checked.booleanValue,
    }))
    .sort((a, b) => a.text.localeCompare(b.text));
}

/** Puts `count` unticked items added by hand ("Item 1", …) on `uid`'s list, in one commit. */
export async function fillShoppingList(uid: string, count: number): Promise<void> {
  const now = { timestampValue: new Date().toISOString() };
  const writes = Array.from({ length: count }, (_, index) => ({
    update: {
      name: `${DATABASE}/documents/${USERS}/${uid}/${SHOPPING_LIST}/filler-${index}`,
      fields: {
        text: { stringValue: `Item ${index + 1}` },
        name: { stringValue: `Item ${index + 1}` },
        quantity: { nullValue: null },
        unit: { nullValue: null },
        recipeId: { nullValue: null },
        recipeTitle: { nullValue: null },
        checked: { booleanValue: false },
        createdAt: now,
      },
    },
  }));
  const response = await fetch(`${DOCUMENTS}:commit`, {
    method: 'POST',
    headers: ADMIN,
    body: JSON.stringify({ writes }),
  });
  if (!response.ok) throw new Error(`Firestore emulator: ${response.status} ${await response.text()}`);
}
