// One shopping trip for planned meals: each distinct recipe is read once (its
// ingredients and the servings it is written for), then the shared
// planShoppingTrip adds up a recipe planned twice and names what it skips
// (notes, deleted recipes). The schema code (and zod) comes with the press.
import { doc, getDoc } from 'firebase/firestore';
import type { ShoppableRecipe, ShoppingTrip } from '@recipe-book/schema/meal-plan-shopping';
import { RECIPES } from '@recipe-book/schema/paths';
import type { StoredRecipe } from '@recipe-book/schema/recipe';
import { recipeFromStored } from '@recipe-book/schema/stored-recipe';
import { loadFirestore } from '@/lib/firebase';
import { isRefusedRead } from '@/lib/describe-error';
import type { MealPlanEntry } from '../meal-plan-entry';

async function readRecipes(ids: readonly string[]): Promise<Map<string, ShoppableRecipe>> {
  const db = await loadFirestore();
  // A recipe its cook has made private is refused: skipped like a deleted one.
  const read = await Promise.all(
    ids.map((id) =>
      getDoc(doc(db, RECIPES, id)).catch((error: unknown) => {
        if (isRefusedRead(error)) return undefined;
        throw error;
      }),
    ),
  );
  return new Map(
    read.flatMap((snapshot) =>
      snapshot?.exists()
        ? [[snapshot.id, recipeFromStored(snapshot.id, snapshot.data() as StoredRecipe<unknown>)]]
        : [],
    ),
  );
}

export async function planShoppingTripFor(entries: readonly MealPlanEntry[]): Promise<ShoppingTrip> {
  const ids = [...new Set(entries.flatMap((entry) => (entry.recipeId === null ? [] : [entry.recipeId])))];
  const [recipes, { planShoppingTrip }] = await Promise.all([
    readRecipes(ids),
    import('@recipe-book/schema/meal-plan-shopping'),
  ]);
  return planShoppingTrip(entries, recipes);
}
