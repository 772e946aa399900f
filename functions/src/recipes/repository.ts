// Recipe documents in Firestore: the reads and content writes behind the
// routes. The Admin SDK bypasses the security rules, so ownership and
// immutable fields are enforced here.
import { type DocumentSnapshot, FieldValue, type Transaction } from 'firebase-admin/firestore';
import { NEW_RECIPE_COUNTERS, type RecipeInput, type RecipePatch } from '@recipe-book/schema/recipe';
import { searchFields } from '@recipe-book/schema/recipe-foods';
import { topLikedQuery } from '@recipe-book/schema/list-queries';
import { LISTED_VISIBILITY } from '@recipe-book/schema/visibility';
import { db } from '../firebase';
import { forbidden } from '../http/errors';
import type { AuthUser } from '../http/auth';
import { adminQuery } from '../lib/admin-query';
import { rawRecipeRef, rawRecipesCollection, recipeConverter, recipeRef, type StoredRecipeDoc } from './collection';
import { readableOrNotFound } from './readable-recipe';

/** The recipe as `viewer` (a uid, or undefined: nobody signed in) may read it: 404 when missing or not theirs to see. */
export async function getRecipe(id: string, viewer: string | undefined): Promise<StoredRecipeDoc> {
  const snapshot = await recipeRef(id).get();
  return readableOrNotFound(id, snapshot.data(), viewer);
}

/** Most liked first; equal counts newest first; public recipes only (topLikedQuery). */
export async function topLikedRecipes(limit: number) {
  const snapshot = await adminQuery(topLikedQuery(limit), recipeConverter).get();
  return snapshot.docs;
}

/** The public recipes among `ids`, in that order: deleted, private and unlisted ones are left out. */
export async function publicRecipesByIds(ids: readonly string[]) {
  if (ids.length === 0) return [];
  // getAll answers in the order asked, each typed as its reference is (its declaration drops the type).
  const snapshots = (await db.getAll(...ids.map((id) => recipeRef(id)))) as DocumentSnapshot<StoredRecipeDoc>[];
  return snapshots.flatMap((snapshot) => {
    const data = snapshot.data();
    return data?.visibility === LISTED_VISIBILITY ? [{ id: snapshot.id, data }] : [];
  });
}

/**
 * A new recipe owned by the caller; counters start at 0, timestamps are server
 * time. It carries its search tokens and foods at once, so it is found as soon
 * as it is created (the trigger only fills them in for browsers' writes).
 */
export async function createRecipe(input: RecipeInput, owner: AuthUser): Promise<string> {
  const ref = rawRecipesCollection().doc();
  await ref.create({
    ...input,
    ...searchFields(input),
    ...NEW_RECIPE_COUNTERS,
    ownerUid: owner.uid,
    displayName: owner.displayName,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return ref.id;
}

/**
 * Reads the recipe inside a transaction and checks that the caller owns it:
 * 404 when it is missing or another cook's private one, 403 for another cook's readable one.
 */
async function ownedRecipe(transaction: Transaction, id: string, caller: AuthUser): Promise<StoredRecipeDoc> {
  const recipe = readableOrNotFound(id, (await transaction.get(recipeRef(id))).data(), caller.uid);
  if (recipe.ownerUid !== caller.uid) throw forbidden('Only the author of this recipe may change or delete it');
  return recipe;
}

/** A field the patch sets to `null` (an optional one: a video, nutrition, a source) is removed. */
const removingNulls = (patch: RecipePatch) =>
  Object.fromEntries(Object.entries(patch).map(([field, value]) => [field, value ?? FieldValue.delete()]));

/**
 * An owner's content edit; a new title or new ingredient lines bring their new
 * search tokens and foods. Counters, owner and createdAt are never part of it.
 */
export async function updateRecipe(id: string, patch: RecipePatch, caller: AuthUser): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const stored = await ownedRecipe(transaction, id, caller);
    const searched = { title: patch.title ?? stored.title, ingredients: patch.ingredients ?? stored.ingredients };
    transaction.update(rawRecipeRef(id), {
      ...removingNulls(patch),
      ...(patch.title !== undefined || patch.ingredients !== undefined ? searchFields(searched) : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
}

/** Deletes an owned recipe; its likes and wishlist entries follow (see cascade.ts). */
export async function deleteRecipe(id: string, caller: AuthUser): Promise<void> {
  await db.runTransaction(async (transaction) => {
    await ownedRecipe(transaction, id, caller);
    transaction.delete(rawRecipeRef(id));
  });
}
