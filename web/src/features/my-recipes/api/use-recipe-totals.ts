// The kept recipe totals (stats/recipes: every recipe, per cuisine), live: one
// document, read once and then followed, instead of a count() over the whole
// collection. For components inside <WithFirestore>; undefined until the first
// answer, and a failed read is thrown for the caller's error boundary.
import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { RECIPE_TOTALS_PATH, recipeTotalsOf, type RecipeTotals } from '@recipe-book/schema/kept-totals';

export function useRecipeTotals(): RecipeTotals | undefined {
  const { status, data } = useFirestoreDocData(doc(useFirestore(), RECIPE_TOTALS_PATH));
  return status === 'success' ? recipeTotalsOf(data) : undefined;
}
