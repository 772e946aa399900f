// A cook's shopping list and one of its items, typed by the converter.
import { collection, doc, type Firestore } from 'firebase/firestore';
import { SHOPPING_LIST, USERS } from '@recipe-book/schema/paths';
import { shoppingItemConverter } from './shopping-item-converter';

export const shoppingListCollection = (db: Firestore, uid: string) =>
  collection(db, USERS, uid, SHOPPING_LIST).withConverter(shoppingItemConverter);

export const shoppingItemDoc = (db: Firestore, uid: string, itemId: string) =>
  doc(db, USERS, uid, SHOPPING_LIST, itemId).withConverter(shoppingItemConverter);
