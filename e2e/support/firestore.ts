// Direct access to the Firestore emulator for test set-up and checks, through
// the Admin SDK (support/admin.ts), which the security rules let past: the app
// under test is the only writer that goes through them.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { NEW_RECIPE_COUNTERS, type RecipeInput } from '@recipe-book/schema/recipe';
import { ratingMove, ratingMoveSteps } from '@recipe-book/schema/rating';
import { searchFields } from '@recipe-book/schema/recipe-foods';
import { sampleRecipeInput } from '../../schema/test/support/sample-recipe';
import { db } from './admin';

/** Fields a test may choose; the rest are the suites' one sample recipe (schema/test/support/sample-recipe.ts). */
export type RecipeOptions = Partial<Omit<RecipeInput, 'title'>>;

/** The sample recipe with `options` (docs/data-model.md), owned by `ownerUid`; returns its id. */
export async function createRecipeFor(
  ownerUid: string,
  displayName: string,
  title: string,
  options: RecipeOptions = {},
): Promise<string> {
  const [id] = await createRecipesFor(ownerUid, displayName, [{ title, options }]);
  return id ?? '';
}

/**
 * Several recipes of one owner in one batch, created a millisecond apart in the order given (the
 * last is the newest), as the backend writes them; returns their ids in that order.
 */
export async function createRecipesFor(
  ownerUid: string,
  displayName: string,
  recipes: readonly { title: string; options?: RecipeOptions }[],
): Promise<string[]> {
  const batch = db.batch();
  const start = Date.now();
  const ids = recipes.map(({ title, options = {} }, index) => {
    const created = Timestamp.fromMillis(start + index);
    const recipe = db.collection('recipes').doc();
    const content = {
      ...sampleRecipeInput(title),
      // An option left undefined keeps the sample's value (the Admin SDK refuses undefined).
      ...Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)),
    };
    batch.create(recipe, {
      ...content,
      // Written as the backend writes them, so the recipe is searchable at once.
      ...searchFields(content),
      ...NEW_RECIPE_COUNTERS,
      ownerUid,
      displayName,
      createdAt: created,
      updatedAt: created,
    });
    return recipe.id;
  });
  await batch.commit();
  return ids;
}

/** The recipe's owner name as stored now. */
export async function recipeDisplayName(recipeId: string): Promise<string | undefined> {
  const displayName: unknown = (await db.doc(`recipes/${recipeId}`).get()).get('displayName');
  return typeof displayName === 'string' ? displayName : undefined;
}

/** Removes one recipe this test made (never anything else: the emulators are shared). */
export async function deleteRecipe(recipeId: string): Promise<void> {
  await db.doc(`recipes/${recipeId}`).delete();
}

/** Whether a document exists, read past the rules (e.g. `recipes/x/likes/uid`). */
export async function documentExists(path: string): Promise<boolean> {
  return (await db.doc(path).get()).exists;
}

/** A collection's stored `recipeIds`, read past the rules: what a write has saved, not what a page shows. */
export async function storedRecipeIds(collectionPath: string): Promise<string[]> {
  const recipeIds: unknown = (await db.doc(collectionPath).get()).get('recipeIds');
  return Array.isArray(recipeIds) ? recipeIds.filter((id): id is string => typeof id === 'string') : [];
}

/** Removes one document this test made (a like, a wishlist entry). */
export async function deleteDocument(path: string): Promise<void> {
  await db.doc(path).delete();
}

/** A review as a test writes it past the rules: the reviewer's uid, stars, text and when. */
export interface SeedReview {
  uid: string;
  rating: number;
  text: string;
  at: Date;
}

/** Writes reviews of a recipe and moves its counters to match, in one commit (as the backend would). */
export async function addReviews(recipeId: string, reviews: readonly SeedReview[]): Promise<void> {
  const recipe = db.doc(`recipes/${recipeId}`);
  const batch = db.batch();
  for (const { uid, rating, text, at } of reviews) {
    const when = Timestamp.fromDate(at);
    batch.set(recipe.collection('reviews').doc(uid), {
      rating,
      text,
      displayName: `Reviewer ${uid}`,
      createdAt: when,
      updatedAt: when,
    });
  }
  // Each review's move of the rating fields (schema/src/rating.ts), added up per field path.
  const steps = new Map<string, number>();
  for (const { rating } of reviews) {
    for (const [path, step] of Object.entries(ratingMoveSteps(ratingMove(undefined, rating)))) {
      steps.set(path, (steps.get(path) ?? 0) + step);
    }
  }
  // update() reads `starCounts.5` as a path into the map; it also requires the recipe to exist.
  if (steps.size > 0) {
    batch.update(recipe, Object.fromEntries([...steps].map(([path, step]) => [path, FieldValue.increment(step)])));
  }
  await batch.commit();
}

/** A collection of `ownerUid`'s as the app stores it (docs/data-model.md#collections), changed now; returns its id. */
export async function createCollectionFor(
  ownerUid: string,
  name: string,
  { visibility, recipeIds = [] }: { visibility: 'public' | 'unlisted' | 'private'; recipeIds?: readonly string[] },
): Promise<string> {
  const now = Timestamp.now();
  const collection = await db.collection('collections').add({
    name,
    description: '',
    visibility,
    recipeIds,
    ownerUid,
    createdAt: now,
    updatedAt: now,
  });
  return collection.id;
}

/**
 * Changes text fields of one document past the rules, as another device's
 * write would reach an open page (`touched`: also sets `updatedAt` to now).
 * The document must exist.
 */
export async function updateTextFields(
  path: string,
  changes: Record<string, string>,
  { touched = false }: { touched?: boolean } = {},
): Promise<void> {
  await db.doc(path).update({ ...changes, ...(touched ? { updatedAt: Timestamp.now() } : {}) });
}
