// Reads the Firebase web config from VITE_* variables and says plainly what is
// missing. With no variables at all the app runs against the local emulators
// of the `demo-recipes` project (a demo project never reaches Google).
import type { FirebaseOptions } from 'firebase/app';

const DEMO_PROJECT_ID = 'demo-recipes';

export interface FirebaseSetup {
  options: FirebaseOptions;
  useEmulators: boolean;
  authEmulatorUrl: string;
  firestoreEmulator: { host: string; port: number };
}

const env = import.meta.env;

/** Thrown at start-up when the config cannot work; lib/startup-error.ts shows it on the page. */
export class FirebaseConfigError extends Error {
  override name = 'FirebaseConfigError';
}

function parseHostPort(value: string, name: string): { host: string; port: number } {
  const match = /^([\w.-]+):(\d{1,5})$/.exec(value);
  if (!match?.[1] || !match[2]) throw new FirebaseConfigError(`${name} must look like host:port, got "${value}".`);
  return { host: match[1], port: Number(match[2]) };
}

export function readFirebaseSetup(): FirebaseSetup {
  const projectId = env.VITE_FIREBASE_PROJECT_ID || DEMO_PROJECT_ID;
  const isDemo = projectId.startsWith('demo-');
  const required = {
    VITE_FIREBASE_API_KEY: env.VITE_FIREBASE_API_KEY,
    VITE_FIREBASE_AUTH_DOMAIN: env.VITE_FIREBASE_AUTH_DOMAIN,
    VITE_FIREBASE_APP_ID: env.VITE_FIREBASE_APP_ID,
  };
  const missing = Object.entries(required)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (!isDemo && missing.length > 0) {
    throw new FirebaseConfigError(
      `Firebase project "${projectId}" needs ${missing.join(', ')}. ` +
        'Copy web/.env.example to web/.env.local (or .env.production) and fill in the Web app config from the Firebase console.',
    );
  }
  const authEmulator = parseHostPort(env.VITE_AUTH_EMULATOR_HOST || '127.0.0.1:9099', 'VITE_AUTH_EMULATOR_HOST');
  return {
    options: {
      projectId,
      // A demo project accepts any API key; the emulators never check it.
      apiKey: required.VITE_FIREBASE_API_KEY || 'demo-api-key',
      authDomain: required.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
      appId: required.VITE_FIREBASE_APP_ID || undefined,
      storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET || undefined,
      messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID || undefined,
    },
    useEmulators: projectId === DEMO_PROJECT_ID || env.VITE_USE_EMULATORS === 'true',
    authEmulatorUrl: `http://${authEmulator.host}:${authEmulator.port}`,
    firestoreEmulator: parseHostPort(
      env.VITE_FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080',
      'VITE_FIRESTORE_EMULATOR_HOST',
    ),
  };
}
