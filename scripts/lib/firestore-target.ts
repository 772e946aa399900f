// Which Firestore a maintenance command (`check:data`, `migrate`) works on, and
// its Admin SDK app. A `demo-*` project (demo-recipes by default) is always the
// Firestore emulator, at FIRESTORE_EMULATOR_HOST or 127.0.0.1:8080. Any other
// project id is the real Cloud Firestore of that project, with the Admin SDK's
// usual credentials (Application Default Credentials: `gcloud auth
// application-default login`, or GOOGLE_APPLICATION_CREDENTIALS naming a
// service-account key), unless FIRESTORE_EMULATOR_HOST is set.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

const EMULATOR_HOST = '127.0.0.1:8080';

export const DEFAULT_PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-recipes';

/**
 * Runs `work` with the Firestore of `projectId`, after saying where (prefixed
 * with `[name]`); sets the exit code to 1 and prints the message if it throws.
 */
export async function withFirestore(
  name: string,
  projectId: string,
  work: (db: Firestore) => Promise<void>,
  note = '',
): Promise<void> {
  // The emulator needs no credentials: skip the metadata-server probe (and its warning).
  if (projectId.startsWith('demo-')) {
    process.env.FIRESTORE_EMULATOR_HOST ??= EMULATOR_HOST;
    process.env.METADATA_SERVER_DETECTION ??= 'none';
  }
  const emulator = process.env.FIRESTORE_EMULATOR_HOST;
  const where = emulator
    ? `the Firestore emulator at ${emulator}`
    : 'Cloud Firestore (Application Default Credentials)';
  console.log(`[${name}] project ${projectId}, ${where}${note}`);

  const app = initializeApp({ projectId }, name);
  try {
    // The Admin SDK would retry for minutes against an emulator that is not there.
    if (emulator) {
      await fetch(`http://${emulator}/`, { signal: AbortSignal.timeout(5000) }).catch(() => {
        throw new Error(`no Firestore emulator answers at ${emulator}: start it (npm start or npm run emulators)`);
      });
    }
    await work(getFirestore(app));
  } catch (error) {
    console.error(`[${name}] ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await deleteApp(app);
  }
}
