// Typed access to the `recipes` collection: snapshots come back as
// `StoredRecipe<Timestamp>`, so no handler touches untyped document data.
import type { FirestoreDataConverter, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { withAddedFields, type UnmigratedRecipe } from '@recipe-book/schema/added-recipe-fields';
import { RECIPES } from '@recipe-book/schema/paths';
import type { StoredRecipe } from '@recipe-book/schema/recipe';
import { db } from '../firebase';

export type StoredRecipeDoc = StoredRecipe<Timestamp>;

export const recipeConverter: FirestoreDataConverter<StoredRecipeDoc> = {
  toFirestore: (recipe) => recipe,
  // The rules and every writer keep documents in this shape (docs/data-model.md);
  // one written before a field existed reads with the field's starting value.
  fromFirestore: (snapshot: QueryDocumentSnapshot) =>
    withAddedFields(snapshot.data() as UnmigratedRecipe<StoredRecipeDoc>),
};

export const recipesCollection = () => db.collection(RECIPES).withConverter(recipeConverter);
export const recipeRef = (id: string) => recipesCollection().doc(id);
/** The same collection without the converter, for writes with FieldValue sentinels. */
export const rawRecipesCollection = () => db.collection(RECIPES);
export const rawRecipeRef = (id: string) => rawRecipesCollection().doc(id);
