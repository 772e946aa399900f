// Meal plans made by the tests: the entry as the API answers it, calls that
// expect success, dates around the server's week, and removal of every
// document the test cooks left (their plan, shopping list and feed key).
import { expect } from 'vitest';
import { mondayOf } from '@recipe-book/schema/calendar-date';
import { mealPlanFeedKeyPath, USERS } from '@recipe-book/schema/paths';
import { call } from './api';
import { db } from './firestore';
import type { TestUser } from './users';

export interface EntryJson {
  id: string;
  date: string | null;
  meal: string;
  recipeId: string | null;
  recipeTitle: string | null;
  servings: number | null;
  note: string;
  position: number;
  recipeRemoved: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Today by the server's calendar (UTC), and the Monday of its week. */
export const today = () => new Date().toISOString().slice(0, 10);
export const thisMonday = () => mondayOf(today());

/** POST /mealplan, expecting 201. */
export async function plan(user: TestUser, json: Record<string, unknown>): Promise<EntryJson> {
  const result = await call<EntryJson>('POST', '/mealplan', { token: user.idToken, json });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

/** GET /mealplan with `query` (without `?`), expecting 200. */
export async function listPlan(user: TestUser, query = ''): Promise<EntryJson[]> {
  const result = await call<EntryJson[]>('GET', `/mealplan${query ? `?${query}` : ''}`, { token: user.idToken });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

/** Deletes what the cooks' meal planning left behind (their accounts go with deleteCreatedUsers). */
export async function deletePlansOf(users: readonly TestUser[]): Promise<void> {
  for (const user of users) {
    await db.recursiveDelete(db.collection(USERS).doc(user.uid));
    await db.doc(mealPlanFeedKeyPath(user.uid)).delete();
  }
}
