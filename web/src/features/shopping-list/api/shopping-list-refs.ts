// A shopping list (the cook's own or their household's: lib/list-place.ts)
// and one of its items, typed by the converter.
import { collection, doc, type Firestore } from 'firebase/firestore';
import { SHOPPING_LIST } from '@recipe-book/schema/paths';
import type { ListPlace } from '@/lib/list-place';
import { shoppingItemConverter } from './shopping-item-converter';

export const shoppingListCollection = (db: Firestore, place: ListPlace) =>
  collection(db, place.path, SHOPPING_LIST).withConverter(shoppingItemConverter);

export const shoppingItemDoc = (db: Firestore, place: ListPlace, itemId: string) =>
  doc(db, place.path, SHOPPING_LIST, itemId).withConverter(shoppingItemConverter);
