// The browser tests' one Admin SDK app, for seeding the shared Firestore
// emulator and reading it back. The emulator lets the Admin SDK past the
// security rules, so the app under test is the only writer they judge.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from './accounts';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
// The emulator needs no Google credentials: skip the metadata-server probe (and its warning).
process.env.METADATA_SERVER_DETECTION ??= 'none';

// Named, so it never takes the default app that code under test may initialise in the same process.
const APP_NAME = 'e2e-support';
const app =
  getApps().find((candidate) => candidate.name === APP_NAME) ?? initializeApp({ projectId: PROJECT_ID }, APP_NAME);

export const db = getFirestore(app);
