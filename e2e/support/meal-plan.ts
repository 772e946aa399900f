// A test account's meal plan in the Firestore emulator, read and written past
// the rules through the Admin SDK (support/admin.ts), so the app's own writes
// are the ones that go through them.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { listCountPath } from '@recipe-book/schema/list-counts';
import type { Meal } from '@recipe-book/schema/meal-plan-constants';
import { MEAL_PLAN, USERS } from '@recipe-book/schema/paths';
import { db } from './admin';

/** An entry as a test writes and reads it (a recipe with servings, or a note). */
export interface StoredEntry {
  date: string | null;
  meal: Meal;
  recipeId: string | null;
  recipeTitle: string | null;
  servings: number | null;
  note: string;
}

const read = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? value : null);

/** `uid`'s entries as the server has them, by date (Someday last), meal and title or note. */
export async function mealPlanOf(uid: string): Promise<StoredEntry[]> {
  const entries = await db.collection(USERS).doc(uid).collection(MEAL_PLAN).get();
  return entries.docs
    .map((entry) => {
      const fields = entry.data();
      return {
        date: read(fields.date) as string | null,
        meal: read(fields.meal) as Meal,
        recipeId: read(fields.recipeId) as string | null,
        recipeTitle: read(fields.recipeTitle) as string | null,
        servings: read(fields.servings) as number | null,
        note: (read(fields.note) as string | null) ?? '',
      };
    })
    .sort((a, b) =>
      `${a.date ?? '9'} ${a.meal} ${a.recipeTitle ?? a.note}`.localeCompare(
        `${b.date ?? '9'} ${b.meal} ${b.recipeTitle ?? b.note}`,
      ),
    );
}

/** Puts `entries` on `uid`'s plan, in one commit (ids `e2e-0`, `e2e-1`, … unless `prefix` says otherwise). */
export async function planEntries(uid: string, entries: readonly StoredEntry[], prefix = 'e2e'): Promise<void> {
  const plan = db.collection(USERS).doc(uid).collection(MEAL_PLAN);
  const now = Timestamp.now();
  const batch = db.batch();
  entries.forEach((entry, index) => {
    batch.set(plan.doc(`${prefix}-${index}`), {
      date: entry.date,
      meal: entry.meal,
      recipeId: entry.recipeId,
      recipeTitle: entry.recipeTitle,
      servings: entry.servings,
      note: entry.note,
      position: index,
      createdAt: now,
      updatedAt: now,
    });
  });
  // The plan's kept count moves with its entries, as every writer's does.
  batch.set(
    db.doc(listCountPath(plan.parent?.path ?? '', MEAL_PLAN)),
    { count: FieldValue.increment(entries.length) },
    { merge: true },
  );
  await batch.commit();
}

/** A date as the planner names it: "Monday, November 23" (in UTC, as the app reads dates). */
export const dayName = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
