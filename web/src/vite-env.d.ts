/// <reference types="vite/client" />

// The variables the app reads (all optional: none means the demo-recipes emulators).
interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_USE_EMULATORS?: string;
  readonly VITE_AUTH_EMULATOR_HOST?: string;
  readonly VITE_FIRESTORE_EMULATOR_HOST?: string;
  /** `true` only in npm run bench:browse builds: meter Firestore's billed reads (web/bench/metered-firestore.ts, vite.config.ts). */
  readonly VITE_BENCH_READS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
