// The recipes a set of entries planned, read in one round trip: which still
// exist (an entry whose recipe was deleted stays on the plan, marked removed)
// and, for a shopping trip, what they need. A recipe its cook has made private
// counts as removed for everyone else (the entry stays, "unavailable"), and
// is back once it is public again.
import type { Transaction } from 'firebase-admin/firestore';
import type { ShoppableRecipe } from '@recipe-book/schema/meal-plan-shopping';
import { canRead } from '@recipe-book/schema/visibility';
import { db } from '../firebase';
import { isDocumentId } from '../recipes/recipe-id';
import { recipeRef } from '../recipes/collection';

const recipeIdsOf = (entries: readonly { recipeId: string | null }[]) => [
  ...new Set(
    entries.flatMap((entry) => (entry.recipeId !== null && isDocumentId(entry.recipeId) ? [entry.recipeId] : [])),
  ),
];

/** The planned recipes that still exist and `viewer` may read, by id (inside `transaction` when given). */
export async function plannedRecipes(
  entries: readonly { recipeId: string | null }[],
  viewer: string,
  transaction?: Transaction,
): Promise<Map<string, ShoppableRecipe>> {
  const refs = recipeIdsOf(entries).map(recipeRef);
  if (refs.length === 0) return new Map();
  const snapshots = transaction ? await transaction.getAll(...refs) : await db.getAll(...refs);
  return new Map(
    snapshots.flatMap((snapshot) => {
      const recipe = snapshot.data();
      if (!recipe || !canRead(recipe as { visibility?: unknown; ownerUid: string }, viewer)) return [];
      const { title, ingredients, servings } = recipe;
      return [[snapshot.id, { id: snapshot.id, title, ingredients, servings }] as const];
    }),
  );
}

/** Whether the entry planned a recipe that no longer exists. */
export const isRecipeRemoved = (entry: { recipeId: string | null }, recipes: ReadonlyMap<string, unknown>) =>
  entry.recipeId !== null && !recipes.has(entry.recipeId);
