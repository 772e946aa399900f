// The typed boundary between Firestore and the app: snapshots become plain
// `Recipe` objects with their `id` and `Date`s (schema/src/stored-recipe.ts,
// the same mapping the server's reader uses), so no component sees a
// Timestamp or untyped document data. Free of the SDK's values (only its
// types), so that modules can use it before the SDK has loaded.
import { RECIPES } from '@recipe-book/schema/paths';
import type { Firestore } from 'firebase/firestore';
import type { Recipe, StoredRecipe } from '@recipe-book/schema/recipe';
import { recipeFromStored } from '@recipe-book/schema/stored-recipe';
import type { FirestoreSdk } from '@/lib/firebase';
import { storedConverter } from '@/lib/stored-converter';

export const recipeConverter = storedConverter<Recipe, StoredRecipe<unknown>>(recipeFromStored);

/** The recipes collection and one recipe, typed by the converter, with whichever copy of the SDK's functions the caller has. */
export const recipesCollectionWith = ({ collection }: Pick<FirestoreSdk, 'collection'>, db: Firestore) =>
  collection(db, RECIPES).withConverter(recipeConverter);
export const recipeDocWith = ({ doc }: Pick<FirestoreSdk, 'doc'>, db: Firestore, id: string) =>
  doc(db, RECIPES, id).withConverter(recipeConverter);
