// Households for the browser tests, written straight into the Firestore
// emulator past the rules (`Bearer owner`), as the REST API's Admin SDK writes
// them (docs/data-model.md#households): the household, each member's
// users/{uid}.householdId, and items on its list. The app's own reads and
// writes are then the ones that go through the rules. Membership changes a
// test makes as a cook's other device go through the REST API, and so does the
// cleanup: members leave (the last one's leaving deletes the household).
import { randomUUID } from 'node:crypto';
import { HOUSEHOLDS, SHOPPING_LIST, USERS } from '@recipe-book/schema/paths';
import { idTokenOf, type TestAccount } from './accounts';
import { BASE_URL } from './browser';

const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
const DATABASE = 'projects/demo-recipes/databases/(default)';
const DOCUMENTS = `${FIRESTORE}/v1/${DATABASE}/documents`;
const ADMIN = { authorization: 'Bearer owner', 'content-type': 'application/json' };

const text = (value: string) => ({ stringValue: value });

async function commit(writes: unknown[]): Promise<void> {
  const response = await fetch(`${DOCUMENTS}:commit`, {
    method: 'POST',
    headers: ADMIN,
    body: JSON.stringify({ writes }),
  });
  if (!response.ok) throw new Error(`Firestore emulator: ${response.status} ${await response.text()}`);
}

/** An item added by hand by the member named `addedBy`. */
export interface SeedItem {
  text: string;
  addedBy: string;
}

/** A household of `members` (the first owns it) with `items` on its list; returns its id. */
export async function makeHousehold(members: readonly TestAccount[], items: readonly SeedItem[]): Promise<string> {
  const id = `e2e-${randomUUID()}`;
  const now = { timestampValue: new Date().toISOString() };
  await commit([
    {
      update: {
        name: `${DATABASE}/documents/${HOUSEHOLDS}/${id}`,
        fields: {
          name: text('Test kitchen'),
          ownerUid: text(members[0]?.uid ?? ''),
          memberUids: { arrayValue: { values: members.map((member) => text(member.uid)) } },
          createdAt: now,
        },
      },
    },
    ...members.map((member) => ({
      update: { name: `${DATABASE}/documents/${USERS}/${member.uid}`, fields: { householdId: text(id) } },
      updateMask: { fieldPaths: ['householdId'] },
    })),
    ...items.map((item, index) => ({
      update: {
        name: `${DATABASE}/documents/${HOUSEHOLDS}/${id}/${SHOPPING_LIST}/seed-${index}`,
        fields: {
          text: text(item.text),
          name: text(item.text),
          quantity: { nullValue: null },
          unit: { nullValue: null },
          recipeId: { nullValue: null },
          recipeTitle: { nullValue: null },
          checked: { booleanValue: false },
          addedBy: text(item.addedBy),
          createdAt: now,
        },
      },
    })),
  ]);
  return id;
}

/** The household's items as the server has them: text → who ticked it ('' when ticked by nobody named), or false. */
export async function householdTicks(id: string): Promise<Record<string, string | false>> {
  const response = await fetch(`${DOCUMENTS}/${HOUSEHOLDS}/${id}/${SHOPPING_LIST}?pageSize=300`, { headers: ADMIN });
  if (!response.ok) throw new Error(`Firestore emulator: ${response.status} ${await response.text()}`);
  const { documents = [] } = (await response.json()) as {
    documents?: { fields: Record<string, { stringValue?: string; booleanValue?: boolean }> }[];
  };
  return Object.fromEntries(
    documents.map(({ fields }) => [
      fields['text']?.stringValue ?? '',
      fields['checked']?.booleanValue ? (fields['checkedBy']?.stringValue ?? '') : false,
    ]),
  );
}

/** Removes the household this test made (its collections with it; the emulators are shared). */
export async function deleteHousehold(id: string): Promise<void> {
  const path = `${HOUSEHOLDS}/${id}`;
  for (const collection of [SHOPPING_LIST, 'mealPlan']) {
    const response = await fetch(`${DOCUMENTS}/${path}/${collection}?pageSize=300`, { headers: ADMIN });
    const { documents = [] } = (await response.json()) as { documents?: { name: string }[] };
    await commit(documents.map((document) => ({ delete: document.name })));
  }
  await commit([{ delete: `${DATABASE}/documents/${path}` }]);
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

/** The account creates a household of its own over the REST API, as another of its devices would. */
export async function createHouseholdAs(account: TestAccount, name: string): Promise<void> {
  const response = await asCook(account, 'POST', '/household', { name });
  if (response.status !== 201) throw new Error(`No household for ${account.email}: ${response.status}`);
}
