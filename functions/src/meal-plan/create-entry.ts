// POST /mealplan's write: a new entry after the last one of its date and meal,
// within the per-cook limit of MEAL_PLAN_LIMITS.maxEntries.
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { MEAL_PLAN_LIMITS } from '@recipe-book/schema/constants';
import { mealPlanEntrySchema } from '@recipe-book/schema/meal-plan';
import { MEAL_PLAN } from '@recipe-book/schema/paths';
import { addedByFields, type Signer } from '@recipe-book/schema/signer';
import { db } from '../firebase';
import { HttpError, recipeNotFound } from '../http/errors';
import { parseOrThrow } from '../http/validation';
import { moveListCount } from '../list-counts';
import { isDocumentId } from '../recipes/recipe-id';
import { getRecipe } from '../recipes/repository';
import { mealPlanCollection, type StoredEntry } from './collection';
import type { MealPlanCreate, MealPlanEntryResponse } from './schemas';
import { toMealPlanEntry } from './serializer';

const planFull = () =>
  new HttpError(
    409,
    'meal-plan-full',
    `Your meal plan already holds ${MEAL_PLAN_LIMITS.maxEntries} entries, the most it may hold; ` +
      'remove some you no longer need (past weeks, say) first',
  );

/** The recipe an entry plans, as read when it is planned. */
export interface RecipeToPlan {
  id: string;
  title: string;
  servings: number;
}

/**
 * Creates the entry in the plan under `root` (a cook's or a household's);
 * `recipe` is the one `input.recipeId` names (null for a note); `addedBy`, on a
 * household's plan, the caller (written as `addedByUid` and `addedBy`). The count, the position and the write share one transaction. The
 * Admin SDK's transactions lock what they read, so two API calls into the same
 * date and meal are serialised and get distinct positions. Whether an
 * aggregation query locks the whole collection is not documented, so two
 * creates at the very same moment on different dates might both see 999
 * entries and leave 1,001; the web app counts outside any transaction (the
 * rules cannot count), so the limit is a bound on normal use, not a guarantee.
 */
export async function createEntry(
  root: DocumentReference,
  input: MealPlanCreate,
  recipe: RecipeToPlan | null,
  addedBy?: Signer,
): Promise<MealPlanEntryResponse> {
  const entries = mealPlanCollection(root);
  const ref = entries.doc();
  const now = Timestamp.now();
  const stored: StoredEntry = await db.runTransaction(async (transaction) => {
    const { count } = (await transaction.get(entries.count())).data();
    if (count >= MEAL_PLAN_LIMITS.maxEntries) throw planFull();
    const slot = await transaction.get(
      entries.where('date', '==', input.date).where('meal', '==', input.meal).select('position'),
    );
    const last = Math.max(-1, ...slot.docs.map((doc) => Number(doc.get('position'))));
    const entry = parseOrThrow(mealPlanEntrySchema, {
      date: input.date,
      meal: input.meal,
      recipeId: recipe?.id ?? null,
      recipeTitle: recipe?.title ?? null,
      servings: recipe ? (input.servings ?? recipe.servings) : null,
      note: input.note ?? '',
      position: Math.floor(last) + 1,
      ...(input.cookUid === undefined ? {} : { cookUid: input.cookUid }),
    });
    const created: StoredEntry = {
      ...entry,
      ...(addedBy === undefined ? {} : addedByFields(addedBy)),
      createdAt: now,
      updatedAt: now,
    };
    transaction.create(ref, created);
    moveListCount(transaction, root, MEAL_PLAN, 1);
    return created;
  });
  return toMealPlanEntry(ref.id, stored, false);
}

/** The recipe `id` as `viewer` plans it: its title and own servings now; 404 when there is none they may read. */
export async function recipeToPlan(id: string, viewer: string): Promise<RecipeToPlan> {
  if (!isDocumentId(id)) throw recipeNotFound(id);
  const { title, servings } = await getRecipe(id, viewer);
  return { id, title, servings };
}
