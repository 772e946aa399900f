// The signed-in cook's plan (or their household's), live, through Firestore's persistent cache
// (lib/firebase.ts): a week read once opens offline, and a change made offline
// shows at once. For components inside <WithFirestore>; `undefined` until the
// first answer, and a failed read is thrown, for the caller's error boundary.
// A component reading a range is keyed by it (reactfire's hooks can show the
// previous query's answer for a moment).
import { compareEntries } from '@recipe-book/schema/meal-plan-order';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import type { ListPlace } from '@/lib/list-place';
import type { MealPlanEntry } from '../meal-plan-entry';
import { datesQuery, somedayQuery } from './meal-plan-refs';

const sorted = (entries: MealPlanEntry[]) => [...entries].sort(compareEntries);

/** The entries dated `from` to `to`, in plan order. */
export function useDatedEntries(place: ListPlace, from: string, to: string): MealPlanEntry[] | undefined {
  const { status, data } = useFirestoreCollectionData(datesQuery(useFirestore(), place, from, to));
  return status === 'success' ? sorted(data) : undefined;
}

/** The entries waiting for a date, in plan order. */
export function useSomedayEntries(place: ListPlace): MealPlanEntry[] | undefined {
  const { status, data } = useFirestoreCollectionData(somedayQuery(useFirestore(), place));
  return status === 'success' ? sorted(data) : undefined;
}
