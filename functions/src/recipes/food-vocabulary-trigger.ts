// Keeps the vocabulary of known foods (`foods/{food}`, schema/src/food-vocabulary.ts)
// counting the public recipes that use each food, whoever writes a recipe:
// the web app under the rules, the REST API, the seed or an admin.
//
// As the totals trigger does (totals-trigger.ts), it never applies the event's
// own change: it compares the recipe's public foods now with the foods it was
// last counted with (its `countedFoods` marker), moves each food's count by the
// difference and updates the marker, in one transaction. A repeated or late
// event then finds nothing to move. Counts move by increments, so recipes
// written at the same time never wait for each other on a popular food.
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import {
  countedFoodsOf,
  countedFoodsPath,
  foodCountMoves,
  foodFields,
  foodPath,
} from '@recipe-book/schema/food-vocabulary';
import { db } from '../firebase';
import { rawRecipeRef } from './collection';

const markerFoods = (data: DocumentData | undefined): string[] =>
  Array.isArray(data?.foods) ? data.foods.filter((food): food is string => typeof food === 'string') : [];

/**
 * Counts the recipe's foods as they are now. `before` and `after` are the
 * event's documents: when their public foods are the same (a like, a review,
 * an edit that keeps the ingredient lines and the visibility) nothing is read
 * or written.
 */
export async function syncFoodVocabulary(
  recipeId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<void> {
  if (foodCountMoves(countedFoodsOf(before), countedFoodsOf(after)).size === 0) return;
  const recipeRef = rawRecipeRef(recipeId);
  const markerRef = db.doc(countedFoodsPath(recipeId));
  await db.runTransaction(async (transaction) => {
    const [recipe, marker] = await transaction.getAll(recipeRef, markerRef);
    const now = countedFoodsOf(recipe?.data());
    const moves = foodCountMoves(markerFoods(marker?.data()), now);
    if (moves.size === 0) return;
    for (const [food, step] of moves) {
      transaction.set(
        db.doc(foodPath(food)),
        { ...foodFields(food), recipeCount: FieldValue.increment(step) },
        { merge: true },
      );
    }
    if (now.length > 0) transaction.set(markerRef, { foods: now });
    else transaction.delete(markerRef);
  });
}
