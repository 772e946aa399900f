// Keeps the recipe totals the pages show (all public recipes, per cuisine, per
// cook with the likes and reviews their public recipes received:
// schema/src/kept-totals.ts; a change of visibility moves them too) exact
// whoever writes a recipe: the web app under the rules, the REST API, the seed
// or an admin.
//
// Firestore triggers are delivered at least once and in no set order, so the
// trigger never applies the event's own change. It compares the recipe as it
// is now with what it was last counted as (its `countedRecipes` marker), moves
// the totals by the difference and updates the marker, in one transaction. A
// repeated or late event then finds nothing to move. The totals move by
// increments: the transaction reads only the recipe and its marker, so recipes
// written at the same time never wait for each other on the totals.
import { FieldValue, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import {
  COOK_TOTAL_FIELDS,
  cookTotalsPath,
  countedAs,
  countedRecipePath,
  markerCountedAs,
  RECIPE_TOTALS_PATH,
  totalsMove,
  type TotalsMove,
} from '@recipe-book/schema/kept-totals';
import { db } from '../firebase';
import { rawRecipeRef } from './collection';

function moveTotals(transaction: Transaction, move: TotalsMove): void {
  const byCuisine = Object.fromEntries(
    Object.entries(move.byCuisine).map(([cuisine, step]) => [cuisine, FieldValue.increment(step)]),
  );
  // A like or a review moves only its cook's sums: the site's totals are not written (a merge of an empty
  // byCuisine would replace the stored map, and every write of that one document competes with the others).
  if (move.total !== 0 || Object.keys(byCuisine).length > 0) {
    transaction.set(
      db.doc(RECIPE_TOTALS_PATH),
      { total: FieldValue.increment(move.total), byCuisine },
      { merge: true },
    );
  }
  for (const [uid, cook] of Object.entries(move.byCook)) {
    const steps = Object.fromEntries(COOK_TOTAL_FIELDS.map((field) => [field, FieldValue.increment(cook[field])]));
    transaction.set(db.doc(cookTotalsPath(uid)), steps, { merge: true });
  }
}

/**
 * Counts the recipe as it is now. `before` and `after` are the event's
 * documents: when they count alike (an edit that keeps the cuisine, the
 * visibility and the counters; any edit of a recipe that is not public)
 * nothing is read or written. A like or a review of a public recipe moves its
 * cook's sums.
 */
export async function syncRecipeTotals(
  recipeId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<void> {
  if (!totalsMove(countedAs(before), countedAs(after))) return;
  const recipeRef = rawRecipeRef(recipeId);
  const markerRef = db.doc(countedRecipePath(recipeId));
  await db.runTransaction(async (transaction) => {
    const [recipe, marker] = await transaction.getAll(recipeRef, markerRef);
    const now = countedAs(recipe?.data());
    const move = totalsMove(markerCountedAs(marker?.data()), now);
    if (!move) return;
    moveTotals(transaction, move);
    if (now) transaction.set(markerRef, now);
    else transaction.delete(markerRef);
  });
}
