// The recipe behind a planned entry, live: its picture for the planner, or
// `null` once it has been deleted (the entry stays, with its title, marked as
// removed). `undefined` until the first answer. For components inside
// <WithFirestore>; a failed read is thrown, for the caller's error boundary.
import { doc } from 'firebase/firestore';
import { RECIPES } from '@recipe-book/schema/paths';
import { useFirestore, useFirestoreDocData } from 'reactfire';

export interface PlannedRecipe {
  image: string | undefined;
}

export function usePlannedRecipe(recipeId: string): PlannedRecipe | null | undefined {
  const { status, data } = useFirestoreDocData(doc(useFirestore(), RECIPES, recipeId));
  if (status !== 'success') return undefined;
  if (!data) return null;
  const image: unknown = data['image'];
  return { image: typeof image === 'string' ? image : undefined };
}
