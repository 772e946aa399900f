// The recipes a collection names, as a reader may see them: in the
// collection's order, without a recipe that is gone or that the reader may
// not read (another cook's private one; visibility.ts's canRead, as the rules
// say it for browsers). Writes check the same ids and refuse the first one
// that fails (400), so a collection is only ever filled with readable recipes.
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { canRead } from '@recipe-book/schema/visibility';
import { db } from '../firebase';
import { recipeRef, type StoredRecipeDoc } from '../recipes/collection';
import { unreadableRecipe } from './errors';

export interface ReadableRecipe {
  id: string;
  recipe: StoredRecipeDoc;
}

/** Reads many documents in one round trip: `db.getAll`, or a transaction's own. */
export type ReadAll = (...refs: DocumentReference<StoredRecipeDoc>[]) => Promise<DocumentSnapshot<StoredRecipeDoc>[]>;

// The references carry the recipe converter, so the snapshots do too; the SDK's type of getAll forgets it.
const readOutside: ReadAll = (...refs) => db.getAll(...refs) as Promise<DocumentSnapshot<StoredRecipeDoc>[]>;

async function readEach(ids: readonly string[], readAll: ReadAll): Promise<(StoredRecipeDoc | undefined)[]> {
  if (ids.length === 0) return [];
  const snapshots = await readAll(...ids.map((id) => recipeRef(id)));
  return snapshots.map((snapshot) => snapshot.data());
}

/** The recipes of `ids` that `viewer` may read, in that order; the others are left out without a trace. */
export async function readableRecipes(ids: readonly string[], viewer: string | undefined): Promise<ReadableRecipe[]> {
  const recipes = await readEach(ids, readOutside);
  return recipes.flatMap((recipe, index) =>
    recipe && canRead(recipe, viewer) ? [{ id: ids[index] ?? '', recipe }] : [],
  );
}

/** Throws a 400 naming the first of `ids` that is missing or that `viewer` may not read. */
export async function assertReadableRecipes(
  ids: readonly string[],
  viewer: string,
  readAll: ReadAll = readOutside,
): Promise<void> {
  const recipes = await readEach(ids, readAll);
  const index = recipes.findIndex((recipe) => !recipe || !canRead(recipe, viewer));
  if (index !== -1) throw unreadableRecipe(index, ids[index] ?? '');
}
