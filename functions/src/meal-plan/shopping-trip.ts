// POST /mealplan/shopping-list's work: the chosen entries become one shopping
// trip (planShoppingTrip: a recipe planned twice is bought once, at the
// servings added up; notes and deleted recipes are named, not bought), written
// to the cook's (or their household's) shopping list as the web app writes it
// (web/src/features/shopping-list/api/add-shopping-items.ts): one batch, ids
// from the one rule both use (`addedItemId`, schema/src/list-counts.ts) so that
// equal server times keep the recipe's order, createdAt the server's time,
// within the list's 500 items.
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { compareEntries } from '@recipe-book/schema/meal-plan';
import { planShoppingTrip, type ShoppingTrip } from '@recipe-book/schema/meal-plan-shopping';
import { SHOPPING_LIST_LIMITS } from '@recipe-book/schema/constants';
import { SHOPPING_LIST } from '@recipe-book/schema/paths';
import { addedByFields, type Signer } from '@recipe-book/schema/signer';
import { addedItemId } from '@recipe-book/schema/list-counts';
import { db } from '../firebase';
import { HttpError } from '../http/errors';
import { moveListCount } from '../list-counts';
import { entryNotFound, entryRef } from './collection';
import { dateRange } from './date-range';
import { entriesIn, type EntryDoc } from './list-entries';
import { plannedRecipes } from './planned-recipes';
import type { MealPlanShopping, MealPlanShoppingResult } from './schemas';

const listFull = (count: number, adding: number) => {
  const room = Math.max(0, SHOPPING_LIST_LIMITS.maxItems - count);
  return new HttpError(
    409,
    'shopping-list-full',
    `Your shopping list can hold at most ${SHOPPING_LIST_LIMITS.maxItems} items. It has ${count}, so ` +
      `${room === 0 ? 'nothing more fits' : `only ${room} more ${room === 1 ? 'fits' : 'fit'}`} ` +
      `(this would add ${adding}). Clear ticked items or remove some first.`,
  );
};

/** The entries the request names: a date range, or ids (every one must be the caller's: else 404). */
async function chosenEntries(root: DocumentReference, choice: MealPlanShopping): Promise<EntryDoc[]> {
  if (choice.ids === undefined) return entriesIn(root, dateRange(choice.from, choice.to));
  const ids = [...new Set(choice.ids)];
  const snapshots = await db.getAll(...ids.map((id) => entryRef(root, id)));
  const missing = snapshots.find((snapshot) => !snapshot.exists);
  if (missing) throw entryNotFound(missing.id);
  return (snapshots as EntryDoc[]).sort((a, b) => compareEntries(a.data(), b.data()));
}

/** The trip for the chosen entries, before anything is written. */
export async function tripFor(
  root: DocumentReference,
  choice: MealPlanShopping,
  viewer: string,
): Promise<ShoppingTrip> {
  const entries = (await chosenEntries(root, choice)).map((doc) => ({ id: doc.id, ...doc.data() }));
  return planShoppingTrip(entries, await plannedRecipes(entries, viewer));
}

/**
 * Puts the trip's items on the shopping list under `root`, counted and written
 * in one transaction; on a household's, each names the caller as its adder.
 */
export async function addTripToShoppingList(
  root: DocumentReference,
  trip: ShoppingTrip,
  addedBy?: Signer,
): Promise<MealPlanShoppingResult> {
  const result = { added: trip.items.length, skipped: trip.skipped };
  if (trip.items.length === 0) return result;
  const list = root.collection(SHOPPING_LIST);
  const origin = addedBy === undefined ? {} : addedByFields(addedBy);
  const batchId = list.doc().id;
  await db.runTransaction(async (transaction) => {
    const { count } = (await transaction.get(list.count())).data();
    if (count + trip.items.length > SHOPPING_LIST_LIMITS.maxItems) throw listFull(count, trip.items.length);
    trip.items.forEach((item, index) => {
      transaction.create(list.doc(addedItemId(batchId, index)), {
        ...item,
        ...origin,
        createdAt: FieldValue.serverTimestamp(),
      });
    });
    moveListCount(transaction, root, SHOPPING_LIST, trip.items.length);
  });
  return result;
}
