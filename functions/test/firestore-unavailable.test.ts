// The API while its Firestore is stopped and started again: emulators of this
// file's own on other ports (support/own-emulators.ts), whose Firestore
// emulator is really killed. The API answers 503 with the JSON error shape and
// Retry-After, in time (not a hang, not an HTML page), and answers again once
// Firestore is back. The app's side of the same fault is e2e/faults.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnEmulators, type OwnEmulators } from './support/own-emulators';

describe('the API while its Firestore is stopped and started again', () => {
  let emulators: OwnEmulators | undefined;
  let idToken = '';
  let recipeId = '';

  async function api(method: string, path: string, token?: string) {
    const started = Date.now();
    const response = await fetch(`${emulators?.apiBase}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      body:
        method === 'POST'
          ? JSON.stringify({
              title: 'Fault Tolerant Soup',
              image: '/images/recipes/soup.webp',
              ingredients: ['Water', 'Salt'],
              instructions: ['Boil the water.', 'Add the salt.'],
              cuisine: 'Others',
              prepTime: 10,
            })
          : undefined,
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, seconds: (Date.now() - started) / 1000 };
  }

  beforeAll(async () => {
    emulators = await startOwnEmulators();
    const signUp = await fetch(
      `http://${emulators.authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=faults`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'faults@example.com',
          password: 'Faults-pass-1',
          displayName: 'Fault Cook',
          returnSecureToken: true,
        }),
      },
    );
    idToken = ((await signUp.json()) as { idToken: string }).idToken;
    // A freshly started Firestore emulator on a busy machine can take longer
    // than the function's 15 s deadline to answer its first write, which the
    // API rightly answers 503: write again until it lands.
    let created = await api('POST', '/recipes', idToken);
    for (let attempt = 1; created.status === 503 && attempt < 5; attempt += 1) {
      created = await api('POST', '/recipes', idToken);
    }
    expect(created.status, created.text).toBe(201);
    recipeId = (JSON.parse(created.text) as { insertedId: string }).insertedId;
  }, 300_000);

  afterAll(async () => {
    await emulators?.stop();
  }, 120_000);

  it('answers 503 JSON with Retry-After in time while Firestore is down, and again once it is back', async () => {
    await emulators?.stopFirestore();
    const [read, write] = await Promise.all([
      api('GET', `/recipes/${recipeId}`),
      api('PATCH', `/recipes/details/${recipeId}`, idToken),
    ]);
    for (const answer of [read, write]) {
      expect(answer.status, answer.text).toBe(503);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(answer.text)).toEqual({ error: { code: 'unavailable', message: expect.any(String) } });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      // The function's own deadline is 15 s; a hang would be the SDK's 45 s or more.
      expect(answer.seconds).toBeLessThan(30);
    }

    await emulators?.restartFirestore();
    // The restarted emulator starts empty: the list answers, the recipe is gone.
    await expect.poll(async () => (await api('GET', '/recipes?limit=1')).status, { timeout: 60_000 }).toBe(200);
    const gone = await api('GET', `/recipes/${recipeId}`);
    expect(gone.status, gone.text).toBe(404);
  }, 180_000);
});
