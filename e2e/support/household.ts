// A household's cleanup after a browser test: its members leave over the REST
// API (the last one's leaving deletes it), so no test leaves a household behind.
import { idTokenOf, type TestAccount } from './accounts';
import { BASE_URL } from './browser';

/** Whether the account is out of any household now: false when it owns one with others still in it (409). */
async function leave(account: TestAccount): Promise<boolean> {
  const response = await fetch(`${BASE_URL}/api/household/members/me`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${await idTokenOf(account)}` },
  });
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
  const response = await fetch(`${BASE_URL}/api/household`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await idTokenOf(account)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  if (response.status !== 201) throw new Error(`No household for ${account.email}: ${response.status}`);
}
