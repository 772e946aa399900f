// A cook's meal plan and one of its entries, typed by the converter, and the
// queries the planner reads it with: a range of dates, and Someday (no date).
import { collection, doc, type Firestore, query, where } from 'firebase/firestore';
import { MEAL_PLAN, USERS } from '@recipe-book/schema/paths';
import { mealPlanEntryConverter } from './meal-plan-entry-converter';

export const mealPlanCollection = (db: Firestore, uid: string) =>
  collection(db, USERS, uid, MEAL_PLAN).withConverter(mealPlanEntryConverter);

export const mealPlanEntryDoc = (db: Firestore, uid: string, entryId: string) =>
  doc(db, USERS, uid, MEAL_PLAN, entryId).withConverter(mealPlanEntryConverter);

/** The entries dated `from` to `to` (both included): dates are "YYYY-MM-DD", so text order is date order. */
export const datesQuery = (db: Firestore, uid: string, from: string, to: string) =>
  query(mealPlanCollection(db, uid), where('date', '>=', from), where('date', '<=', to));

/** The entries with no date yet. */
export const somedayQuery = (db: Firestore, uid: string) =>
  query(mealPlanCollection(db, uid), where('date', '==', null));
