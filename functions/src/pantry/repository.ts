// The pantry in Firestore (docs/data-model.md#pantry): the caller's own,
// `users/{uid}/pantry/foods`, or their household's (household/home.ts says
// which), and "What can I cook?": a bounded read of candidate recipes
// (schema/src/pantry-recipes.ts `pantryCandidateQuery`) ranked by what the pantry lacks.
import { type DocumentReference, FieldValue, type Transaction } from 'firebase-admin/firestore';
import { PANTRY_LIMITS } from '@recipe-book/schema/constants';
import { storedPantryFoods } from '@recipe-book/schema/pantry';
import { byPantryMatch, pantryCandidateQuery, pantryMatch, type PantryMatch } from '@recipe-book/schema/pantry-recipes';
import { PANTRY, PANTRY_DOCUMENT } from '@recipe-book/schema/paths';
import { LISTED_VISIBILITY_FILTER } from '@recipe-book/schema/visibility';
import type { PlanHome } from '../household/home';
import { recipesCollection, type StoredRecipeDoc } from '../recipes/collection';

/** The pantry under `root`: `users/{uid}` or `households/{householdId}`. */
const pantryRef = (root: DocumentReference) => root.collection(PANTRY).doc(PANTRY_DOCUMENT);

export async function readPantry(home: PlanHome): Promise<string[]> {
  return storedPantryFoods((await pantryRef(home.root).get()).data());
}

/** Replaces the list (already normalised and limited by the request's schema). */
export async function writePantry(home: PlanHome, foods: string[]): Promise<void> {
  await pantryRef(home.root).set({ foods, updatedAt: FieldValue.serverTimestamp() });
}

/**
 * Joining a household adds the cook's own pantry to the household's, inside
 * the membership transaction (read first, write later, as move-own.ts does),
 * and deletes their own: one pantry to keep up. `full` is thrown when the two
 * together pass the limit, so nothing is dropped without a word.
 */
export async function planPantryMerge(
  transaction: Transaction,
  from: DocumentReference,
  into: DocumentReference,
  full: (max: number) => Error,
): Promise<() => void> {
  const [own, shared] = await Promise.all([transaction.get(pantryRef(from)), transaction.get(pantryRef(into))]);
  const ownFoods = storedPantryFoods(own.data());
  const foods = [...new Set([...storedPantryFoods(shared.data()), ...ownFoods])];
  if (foods.length > PANTRY_LIMITS.maxFoods) throw full(PANTRY_LIMITS.maxFoods);
  return () => {
    if (!own.exists) return;
    if (ownFoods.length > 0) transaction.set(pantryRef(into), { foods, updatedAt: FieldValue.serverTimestamp() });
    transaction.delete(own.ref);
  };
}

/** Leaving a household gives the cook their own copy of its pantry (kept with any own foods, to the limit). */
export async function planPantryCopy(
  transaction: Transaction,
  from: DocumentReference,
  into: DocumentReference,
): Promise<() => void> {
  const [shared, own] = await Promise.all([transaction.get(pantryRef(from)), transaction.get(pantryRef(into))]);
  const foods = [...new Set([...storedPantryFoods(own.data()), ...storedPantryFoods(shared.data())])];
  return () => {
    if (!shared.exists) return;
    transaction.set(pantryRef(into), {
      foods: foods.slice(0, PANTRY_LIMITS.maxFoods),
      updatedAt: FieldValue.serverTimestamp(),
    });
  };
}

export interface RecipeToCook extends PantryMatch {
  id: string;
  data: StoredRecipeDoc;
}

/**
 * The public recipes that use something in the pantry, fewest missing foods
 * first: at most PANTRY_CANDIDATES_MAX recipes read, whatever their number.
 */
export async function recipesToCook(pantry: readonly string[], limit: number): Promise<RecipeToCook[]> {
  const candidates = pantryCandidateQuery(pantry);
  if (!candidates) return [];
  const groups = await Promise.all(
    candidates.groups.map((tokens) =>
      recipesCollection()
        .where(...LISTED_VISIBILITY_FILTER)
        .where('searchTokens', 'array-contains-any', tokens)
        .orderBy('likeCount', 'desc')
        .orderBy('createdAt', 'desc')
        .limit(candidates.limit)
        .get(),
    ),
  );
  const recipes = new Map(groups.flatMap((snapshot) => snapshot.docs.map((doc) => [doc.id, doc.data()] as const)));
  return [...recipes]
    .map(([id, data]) => ({ id, data, likeCount: data.likeCount, ...pantryMatch(pantry, data.ingredients) }))
    .filter((recipe) => recipe.used.length > 0)
    .sort(byPantryMatch)
    .slice(0, limit);
}
