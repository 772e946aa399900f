// Households made by the tests: calls that expect success, the invitation
// flow, and removal of every household the test cooks were in.
import { afterAll, expect } from 'vitest';
import { HOUSEHOLDS, MEAL_PLAN, SHOPPING_LIST, USERS } from '@recipe-book/schema/paths';
import { call } from './api';
import { db } from './firestore';
import { deletePlansOf } from './meal-plan';
import { createUser, createUsers, deleteCreatedUsers, type TestUser } from './users';

export interface HouseholdJson {
  id: string;
  name: string;
  owner: { displayName: string };
  members: { uid: string; displayName: string; isOwner: boolean }[];
}

export interface InviteJson {
  code: string;
  url: string;
  expiresAt: string;
  usesLeft: number;
}

export interface ItemJson {
  id: string;
  text: string;
  checked: boolean;
  recipeId: string | null;
  recipeTitle: string | null;
  addedBy: string | null;
}

/** POST /household, expecting 201. */
export async function createHousehold(owner: TestUser, name = 'Test Kitchen'): Promise<HouseholdJson> {
  const result = await call<HouseholdJson>('POST', '/household', { token: owner.idToken, json: { name } });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

/** POST /household/invites, expecting 201. */
export async function invite(member: TestUser): Promise<InviteJson> {
  const result = await call<InviteJson>('POST', '/household/invites', { token: member.idToken });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

/** POST /household/join, expecting 200. */
export async function join(cook: TestUser, code: string): Promise<HouseholdJson> {
  const result = await call<HouseholdJson>('POST', '/household/join', { token: cook.idToken, json: { code } });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

/** A household of `owner` and `others`, each joined with one invitation. */
export async function householdOf(owner: TestUser, others: readonly TestUser[], name?: string): Promise<HouseholdJson> {
  let household = await createHousehold(owner, name);
  if (others.length === 0) return household;
  const { code } = await invite(owner);
  for (const cook of others) household = await join(cook, code);
  return household;
}

/** POST /shopping-list, expecting 201. */
export async function addItem(cook: TestUser, text: string): Promise<ItemJson> {
  const result = await call<ItemJson>('POST', '/shopping-list', { token: cook.idToken, json: { text } });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

/** GET /shopping-list, expecting 200. */
export async function listItems(cook: TestUser): Promise<ItemJson[]> {
  const result = await call<ItemJson[]>('GET', '/shopping-list', { token: cook.idToken });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

export const householdDoc = (id: string) => db.collection(HOUSEHOLDS).doc(id);
export const householdIdOf = async (cook: TestUser) =>
  (await db.collection(USERS).doc(cook.uid).get()).get('householdId') as string | null | undefined;
export const ownPlanOf = (cook: TestUser) => db.collection(USERS).doc(cook.uid).collection(MEAL_PLAN);
export const ownListOf = (cook: TestUser) => db.collection(USERS).doc(cook.uid).collection(SHOPPING_LIST);
export const sharedPlanOf = (id: string) => householdDoc(id).collection(MEAL_PLAN);
export const sharedListOf = (id: string) => householdDoc(id).collection(SHOPPING_LIST);

/** Deletes every household one of the cooks is in (with its plan, list and invitations). */
export async function deleteHouseholdsOf(cooks: readonly TestUser[]): Promise<void> {
  for (const cook of cooks) {
    const { docs } = await db.collection(HOUSEHOLDS).where('memberUids', 'array-contains', cook.uid).get();
    for (const doc of docs) await db.recursiveDelete(doc.ref);
  }
}

/**
 * The cooks a test file makes, one or many at a time. After the file their
 * households (with plan, list and invitations), their own plans and the cooks
 * themselves are deleted.
 */
export function householdCooks(defaultName = 'Household Cook') {
  const cooks: TestUser[] = [];
  afterAll(async () => {
    await deleteHouseholdsOf(cooks);
    await deletePlansOf(cooks);
    await deleteCreatedUsers();
  });
  return {
    cook: async (displayName = defaultName): Promise<TestUser> => {
      const user = await createUser({ displayName });
      cooks.push(user);
      return user;
    },
    many: async (count: number): Promise<TestUser[]> => {
      const users = await createUsers(count);
      cooks.push(...users);
      return users;
    },
  };
}
