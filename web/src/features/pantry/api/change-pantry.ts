// Add foods to a pantry and take them off. Each write merges into the one
// document with arrayUnion / arrayRemove, so two members changing the
// household's pantry at once both land; the rules check its shape and its
// 200 foods. Like the shopping list, a change shows at once from the local
// cache, offline too (lib/settle-write.ts).
import { arrayRemove, arrayUnion, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { loadFirestore } from '@/lib/firebase';
import type { ListPlace } from '@/lib/list-place';
import { settleWrite, type WriteOutcome } from '@/lib/settle-write';
import { foodsToAdd } from '../pantry-additions';
import { storedPantryFoods } from '@recipe-book/schema/pantry';
import { pantryDoc } from './pantry-refs';

export interface PantryAdded {
  /** The foods that were not on hand: none when all of them were. */
  added: string[];
  outcome: WriteOutcome;
}

/**
 * Adds canonical foods (foods.ts) to the pantry, those not on hand yet.
 * `onHand`: the pantry as the page shows it; read first when not given (the
 * shopping list's button). Throws PantryFullError past the limit.
 */
export async function addPantryFoods(
  place: ListPlace,
  foods: readonly string[],
  onHand?: readonly string[],
): Promise<PantryAdded> {
  const pantry = pantryDoc(await loadFirestore(), place);
  const added = foodsToAdd(onHand ?? storedPantryFoods((await getDoc(pantry)).data()), foods);
  if (added.length === 0) return { added, outcome: 'sent' };
  const write = setDoc(pantry, { foods: arrayUnion(...added), updatedAt: serverTimestamp() }, { merge: true });
  return { added, outcome: await settleWrite(write) };
}

/** Takes foods off the pantry; settles once the server has it (the page shows it at once). */
export async function removePantryFoods(place: ListPlace, foods: readonly string[]): Promise<void> {
  const pantry = pantryDoc(await loadFirestore(), place);
  await setDoc(pantry, { foods: arrayRemove(...foods), updatedAt: serverTimestamp() }, { merge: true });
}
