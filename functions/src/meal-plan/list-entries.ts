// The caller's entries of a date range, or their undated ("Someday") ones, in
// plan order: by date, meal of the day, then position. A range holds at most
// a few weeks of one cook's plan, so the order is made here, and the query
// needs only Firestore's automatic index on `date`.
import type { DocumentReference, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { plannedDatesQuery, somedayQuery } from '@recipe-book/schema/list-queries';
import { compareEntries } from '@recipe-book/schema/meal-plan';
import { adminQuery } from '../lib/admin-query';
import { entryConverter, type StoredEntry } from './collection';
import type { DateRange } from './date-range';
import { isRecipeRemoved, plannedRecipes } from './planned-recipes';
import type { MealPlanEntryResponse } from './schemas';
import { toMealPlanEntry } from './serializer';

export type EntryDoc = QueryDocumentSnapshot<StoredEntry>;

/** The entries of the plan under `root` from `range.from` to `range.to`, both included; `null`: the undated ones. */
export async function entriesIn(root: DocumentReference, range: DateRange | null): Promise<EntryDoc[]> {
  // The planner's own queries (schema/src/list-queries.ts), as the web app reads them.
  const query = range ? plannedDatesQuery(root.path, range.from, range.to) : somedayQuery(root.path);
  const { docs } = await adminQuery(query, entryConverter).get();
  return docs.sort((a, b) => compareEntries(a.data(), b.data()));
}

/** The entries as `viewer` gets them, each marked when its recipe was deleted (or is another cook's private one). */
export async function withRecipeState(docs: readonly EntryDoc[], viewer: string): Promise<MealPlanEntryResponse[]> {
  const recipes = await plannedRecipes(
    docs.map((doc) => doc.data()),
    viewer,
  );
  return docs.map((doc) => toMealPlanEntry(doc.id, doc.data(), isRecipeRemoved(doc.data(), recipes)));
}
