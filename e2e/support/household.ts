// Households for the browser tests, written straight into the Firestore
// emulator through the Admin SDK (support/admin.ts), past the rules, as the
// REST API writes them (docs/data-model.md#households): the household, each
// member's users/{uid}.householdId, and items on its list. The app's own reads
// and writes are then the ones that go through the rules. Membership changes a
// test makes as a cook's other device go through the REST API, and so does the
// cleanup: members leave (the last one's leaving deletes the household).
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { listCountPath } from '@recipe-book/schema/list-counts';
import { HOUSEHOLDS, SHOPPING_LIST, USERS } from '@recipe-book/schema/paths';
import { addedByFields } from '@recipe-book/schema/signer';
import { idTokenOf, type TestAccount } from './accounts';
import { db } from './admin';
import { BASE_URL } from './browser';

/** An item added by hand by the member `addedBy` (named by uid and account name). */
export interface SeedItem {
  text: string;
  addedBy: TestAccount;
}

/** A household of `members` (the first owns it) with `items` on its list; returns its id. */
export async function makeHousehold(members: readonly TestAccount[], items: readonly SeedItem[]): Promise<string> {
  const id = `e2e-${randomUUID()}`;
  const household = db.collection(HOUSEHOLDS).doc(id);
  const now = Timestamp.now();
  const batch = db.batch();
  batch.set(household, {
    name: 'Test kitchen',
    ownerUid: members[0]?.uid ?? '',
    memberUids: members.map((member) => member.uid),
    createdAt: now,
  });
  for (const member of members) {
    batch.set(db.collection(USERS).doc(member.uid), { householdId: id }, { merge: true });
  }
  items.forEach((item, index) => {
    batch.set(household.collection(SHOPPING_LIST).doc(`seed-${index}`), {
      text: item.text,
      name: item.text,
      quantity: null,
      unit: null,
      recipeId: null,
      recipeTitle: null,
      checked: false,
      ...addedByFields({ uid: item.addedBy.uid, displayName: item.addedBy.name }),
      createdAt: now,
    });
  });
  // The list's kept count, as every writer keeps it (the rules refuse a removal without it).
  batch.set(db.doc(listCountPath(household.path, SHOPPING_LIST)), { count: items.length });
  await batch.commit();
  return id;
}

/** The household's items as the server has them: text → who ticked it ('' when ticked by nobody named), or false. */
export async function householdTicks(id: string): Promise<Record<string, string | false>> {
  const items = await db.collection(HOUSEHOLDS).doc(id).collection(SHOPPING_LIST).get();
  return Object.fromEntries(
    items.docs.map((item) => {
      const { text, checked, checkedBy } = item.data();
      return [
        typeof text === 'string' ? text : '',
        checked === true ? (typeof checkedBy === 'string' ? checkedBy : '') : false,
      ];
    }),
  );
}

/** The household's ticked items as the server has them: text → the uid of who ticked it (null when none is named). */
export async function householdTickerUids(id: string): Promise<Record<string, string | null>> {
  const items = await db.collection(HOUSEHOLDS).doc(id).collection(SHOPPING_LIST).get();
  return Object.fromEntries(
    items.docs.map((item) => {
      const { text, checkedByUid } = item.data();
      return [typeof text === 'string' ? text : '', typeof checkedByUid === 'string' ? checkedByUid : null];
    }),
  );
}

/** Removes the household this test made, every collection under it with it (the emulators are shared). */
export async function deleteHousehold(id: string): Promise<void> {
  await db.recursiveDelete(db.collection(HOUSEHOLDS).doc(id));
}

/** Calls the REST API as `account`. */
async function asCook(account: TestAccount, method: string, path: string, body?: object): Promise<Response> {
  return fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await idTokenOf(account)}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/** The owner removes a member through the REST API (which gives the member a copy of the list). */
export async function removeMember(owner: TestAccount, member: TestAccount): Promise<void> {
  const response = await asCook(owner, 'DELETE', `/household/members/${member.uid}`);
  if (!response.ok) throw new Error(`DELETE /household/members: ${response.status} ${await response.text()}`);
}

/** Whether the account is out of any household now: false when it owns one with others still in it (409). */
async function leave(account: TestAccount): Promise<boolean> {
  const response = await asCook(account, 'DELETE', '/household/members/me');
  if (response.ok || response.status === 404) return true;
  if (response.status === 409) return false;
  throw new Error(`${account.email} could not leave: ${response.status} ${await response.text()}`);
}

/** Every account leaves its household, whoever owns it: the owner goes once the others have. */
export async function leaveHouseholds(accounts: TestAccount[]): Promise<void> {
  let staying = accounts;
  for (let round = 0; round < accounts.length && staying.length > 0; round += 1) {
    const left = await Promise.all(staying.map(leave));
    staying = staying.filter((_, index) => !left[index]);
  }
  if (staying.length > 0) throw new Error(`Still in a household: ${staying.map((a) => a.email).join(', ')}`);
}
