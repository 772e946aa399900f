// The first day from `today` with no dinner planned: the date the recipe
// page's "Add to meal plan" suggests. Reads the dated entries of the next
// weeks once (one range on `date`, no composite index); offline, Firestore
// answers from what this device holds.
import { getDocs } from 'firebase/firestore';
import { addDays } from '@recipe-book/schema/calendar-date';
import { loadFirestore } from '@/lib/firebase';
import type { ListPlace } from '@/lib/list-place';
import { datesQuery } from './meal-plan-refs';

/** How far ahead to look; past it the day after is suggested. */
const LOOK_AHEAD_DAYS = 27;

export async function readFreeDinnerDate(place: ListPlace, today: string): Promise<string> {
  const last = addDays(today, LOOK_AHEAD_DAYS);
  const planned = await getDocs(datesQuery(await loadFirestore(), place, today, last));
  const dinners = new Set(planned.docs.flatMap((entry) => (entry.data().meal === 'dinner' ? [entry.data().date] : [])));
  for (let day = 0; day <= LOOK_AHEAD_DAYS; day += 1) {
    const date = addDays(today, day);
    if (!dinners.has(date)) return date;
  }
  return addDays(last, 1);
}
