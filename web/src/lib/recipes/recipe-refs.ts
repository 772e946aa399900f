// The recipes collection and one recipe, typed by the converter, for data
// access that imports the SDK statically (pages that need it anyway), and the
// one query of a cook's own recipes.
import { collection, doc, type Firestore, orderBy, query, where } from 'firebase/firestore';
import { recipeDocWith, recipesCollectionWith } from './recipe-converter';

export const recipesCollection = (db: Firestore) => recipesCollectionWith({ collection }, db);
export const recipeDoc = (db: Firestore, id: string) => recipeDocWith({ doc }, db, id);

/** The cook's own recipes, newest first: served by the (ownerUid, createdAt desc) index. */
export const ownRecipesQuery = (db: Firestore, uid: string) =>
  query(recipesCollection(db), where('ownerUid', '==', uid), orderBy('createdAt', 'desc'));
