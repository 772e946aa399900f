// PATCH /mealplan/{id}'s write: the editable fields over the stored entry,
// checked as a whole (servings on a note, an emptied note: 400), in one
// transaction so that a concurrent edit is never lost half-way.
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { mealPlanEntrySchema } from '@recipe-book/schema/meal-plan';
import { db } from '../firebase';
import { parseOrThrow } from '../http/validation';
import { entryNotFound, entryRef, type StoredEntry } from './collection';
import { isRecipeRemoved, plannedRecipes } from './planned-recipes';
import type { MealPlanEntryResponse, MealPlanPatch } from './schemas';
import { toMealPlanEntry } from './serializer';

export async function updateEntry(
  root: DocumentReference,
  id: string,
  patch: MealPlanPatch,
  viewer: string,
): Promise<MealPlanEntryResponse> {
  const ref = entryRef(root, id);
  const { entry, removed } = await db.runTransaction(async (transaction) => {
    const stored = (await transaction.get(ref)).data();
    if (!stored) throw entryNotFound(id);
    const recipes = await plannedRecipes([stored], viewer, transaction);
    // Who added it (a household's entries) stays as it was: who added an entry does not change.
    const { createdAt, updatedAt: _previous, addedBy, addedByUid, ...fields } = stored;
    const changed = parseOrThrow(mealPlanEntrySchema, { ...fields, ...patch });
    const kept = { ...(addedBy === undefined ? {} : { addedBy }), ...(addedByUid === undefined ? {} : { addedByUid }) };
    const next: StoredEntry = { ...changed, ...kept, createdAt, updatedAt: Timestamp.now() };
    transaction.set(ref, next);
    return { entry: next, removed: isRecipeRemoved(stored, recipes) };
  });
  return toMealPlanEntry(id, entry, removed);
}
