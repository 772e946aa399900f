// What adding foods to a pantry does: only the foods not on hand yet go in,
// each once, and never past PANTRY_LIMITS.maxFoods. The rules refuse a longer
// list; this says so in words before anything is written. No Firestore here:
// the page's form and the shopping list's button both name the refusal.
import { PANTRY_LIMITS } from '@recipe-book/schema/constants';

/** Adding would take the pantry past its limit. */
export class PantryFullError extends Error {
  constructor() {
    super(`Your pantry holds at most ${PANTRY_LIMITS.maxFoods} foods: remove some first.`);
    this.name = 'PantryFullError';
  }
}

/**
 * The foods of `foods` (canonical, foods.ts) that are not `onHand`, each once,
 * in the order given; throws PantryFullError when they would not all fit.
 */
export function foodsToAdd(onHand: readonly string[], foods: readonly string[]): string[] {
  const added = [...new Set(foods)].filter((food) => !onHand.includes(food));
  if (added.length > 0 && onHand.length + added.length > PANTRY_LIMITS.maxFoods) throw new PantryFullError();
  return added;
}
