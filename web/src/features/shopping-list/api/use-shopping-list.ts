// The signed-in cook's shopping list (or their household's), live, in the order the items were added
// (a recipe's ingredients in the recipe's order: see add-shopping-items.ts).
// Read through Firestore's persistent cache (lib/firebase.ts): in a shop
// without signal the list opens from the last copy, a tick shows at once, and
// the listener brings in what another device changed. For components inside
// <WithFirestore>; `undefined` until the first answer, and a failed read is
// thrown, for the caller's error boundary.
import { orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import type { ListPlace } from '@/lib/list-place';
import type { ShoppingListItem } from '../shopping-list-item';
import { shoppingListCollection } from './shopping-list-refs';

export function useShoppingList(place: ListPlace): ShoppingListItem[] | undefined {
  const items = query(shoppingListCollection(useFirestore(), place), orderBy('createdAt'));
  const { status, data } = useFirestoreCollectionData(items);
  return status === 'success' ? data : undefined;
}
