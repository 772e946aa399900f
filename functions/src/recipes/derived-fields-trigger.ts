// Keeps each recipe's backend-kept fields derived from what it stores, whoever
// wrote it: `foods` from the ingredient lines, `searchTokens` from the title
// and the foods, and `ratingAverage` from the rating counters. Browsers may not write either (firestore.rules), so a recipe added
// or retitled in the web app, or a review written there, gets them here a
// moment after the write; the REST API and the seed write the tokens at once.
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { ratingAverage } from '@recipe-book/schema/rating';
import { searchFields } from '@recipe-book/schema/recipe-foods';
import { db } from '../firebase';
import { rawRecipeRef } from './collection';

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((line) => typeof line === 'string');

const sameList = (stored: unknown, wanted: string[]) =>
  Array.isArray(stored) && stored.length === wanted.length && stored.every((token, i) => token === wanted[i]);

/**
 * The derived fields `data` should have and does not, as an update (a field
 * that should be absent is deleted); undefined when all are right.
 */
function staleDerivedFields(data: DocumentData | undefined): DocumentData | undefined {
  if (!data) return undefined;
  const changes: DocumentData = {};
  if (typeof data.title === 'string' && isTextList(data.ingredients)) {
    const { foods, searchTokens } = searchFields({ title: data.title, ingredients: data.ingredients });
    if (!sameList(data.foods, foods)) changes.foods = foods;
    if (!sameList(data.searchTokens, searchTokens)) changes.searchTokens = searchTokens;
  }
  if (typeof data.ratingCount === 'number' && typeof data.ratingSum === 'number') {
    const average = ratingAverage(data.ratingSum, data.ratingCount);
    if (data.ratingAverage !== average) changes.ratingAverage = average ?? FieldValue.delete();
  }
  return Object.keys(changes).length > 0 ? changes : undefined;
}

/**
 * Brings the recipe's derived fields in line with what it stores now.
 * `written` is the document the trigger saw: when its fields are right (likes,
 * wishlists, edits that keep the title, and this function's own write)
 * nothing is read or written, so the trigger never loops. Otherwise the recipe
 * is read again in a transaction: triggers may run out of order, and fields
 * computed from an older version must never overwrite those of a newer one.
 * `updatedAt` stays the author's.
 */
export async function syncDerivedFields(recipeId: string, written: DocumentData | undefined): Promise<void> {
  if (!staleDerivedFields(written)) return;
  const ref = rawRecipeRef(recipeId);
  await db.runTransaction(async (transaction) => {
    const changes = staleDerivedFields((await transaction.get(ref)).data());
    if (changes) transaction.update(ref, changes);
  });
}
