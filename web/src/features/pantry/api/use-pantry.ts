// The pantry's foods, live, read through Firestore's persistent cache like
// the shopping list: a food added or removed shows at once, offline too, and
// another member's change comes in by itself. For components inside
// <WithFirestore>; `undefined` until the first answer, and a failed read is
// thrown, for the caller's error boundary.
import { useFirestore, useFirestoreDoc } from 'reactfire';
import type { ListPlace } from '@/lib/list-place';
import { storedPantryFoods } from '@recipe-book/schema/pantry';
import { pantryDoc } from './pantry-refs';

export interface LivePantry {
  /** In the order added; a pantry never written is empty. */
  foods: string[];
  /**
   * Whether the server has every change made on this device: "What can I
   * cook?" asks the server, which reads the pantry it has.
   */
  saved: boolean;
}

export function usePantry(place: ListPlace): LivePantry | undefined {
  // reactfire follows the document with its metadata: `saved` turns true when the server confirms a change.
  const { status, data: snapshot } = useFirestoreDoc(pantryDoc(useFirestore(), place));
  if (status !== 'success') return undefined;
  return { foods: storedPantryFoods(snapshot.data()), saved: !snapshot.metadata.hasPendingWrites };
}
