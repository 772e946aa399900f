// Admin access to the Firestore emulator, for what the REST API does not show
// (like documents, wishlist entries) and for cleaning up our own data.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { FIRESTORE_HOST, PROJECT_ID } from './env';

process.env.FIRESTORE_EMULATOR_HOST ??= FIRESTORE_HOST;
// Emulators need no Google credentials: skip the metadata-server probe (and its warning).
process.env.METADATA_SERVER_DETECTION ??= 'none';
// For test code that imports the function's own modules (they initialise the default app).
process.env.GCLOUD_PROJECT ??= PROJECT_ID;

const APP_NAME = 'api-tests';
export const adminApp =
  getApps().find((candidate) => candidate.name === APP_NAME) ?? initializeApp({ projectId: PROJECT_ID }, APP_NAME);

export const db = getFirestore(adminApp);

/** Polls until `check` passes (for work done by Firestore triggers); rethrows its last failure. */
export async function eventually(check: () => Promise<void>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
