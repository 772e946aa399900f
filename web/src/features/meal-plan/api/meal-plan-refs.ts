// A meal plan (the cook's own or their household's: lib/list-place.ts) and one of its entries, typed by the converter, and the
// queries the planner reads it with (schema/src/list-queries.ts, as the API reads them): a range of dates, and Someday (no date).
import { collection, doc, type Firestore } from 'firebase/firestore';
import { plannedDatesQuery, somedayQuery as somedayDescription } from '@recipe-book/schema/list-queries';
import { MEAL_PLAN } from '@recipe-book/schema/paths';
import type { ListPlace } from '@/lib/list-place';
import { webQuery } from '@/lib/web-query';
import { mealPlanEntryConverter } from './meal-plan-entry-converter';

export const mealPlanCollection = (db: Firestore, place: ListPlace) =>
  collection(db, place.path, MEAL_PLAN).withConverter(mealPlanEntryConverter);

export const mealPlanEntryDoc = (db: Firestore, place: ListPlace, entryId: string) =>
  doc(db, place.path, MEAL_PLAN, entryId).withConverter(mealPlanEntryConverter);

/** The entries dated `from` to `to` (both included): dates are "YYYY-MM-DD", so text order is date order. */
export const datesQuery = (db: Firestore, place: ListPlace, from: string, to: string) =>
  webQuery(db, plannedDatesQuery(place.path, from, to), mealPlanEntryConverter);

/** The entries with no date yet. */
export const somedayQuery = (db: Firestore, place: ListPlace) =>
  webQuery(db, somedayDescription(place.path), mealPlanEntryConverter);
