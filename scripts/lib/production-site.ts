// The production build served through the Hosting emulator, shared by
// `npm run serve` and `npm run bench`: which Firebase config (and so which
// ports), building the function and the app for it, and seeding it.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ROOT } from './emulator-env';
import { firebase, run } from './firebase-cli';

type EmulatorName = 'auth' | 'firestore' | 'hosting';

interface FirebaseConfig {
  hosting: { public: string };
  emulators: Record<EmulatorName, { host: string; port: number }>;
}

export interface ProductionSite {
  /** The firebase.json in use (`--config <file>`, else the project's). */
  configPath: string;
  /** Where the app is built: that config's hosting.public folder. */
  outDir: string;
  /** The Hosting emulator, e.g. http://127.0.0.1:5000. */
  origin: string;
  /** Variables for the builds and the emulators: the app and the function point at these emulators. */
  env: NodeJS.ProcessEnv;
  firestoreHost: string;
  authHost: string;
}

export function productionSite(argv: string[]): ProductionSite {
  const flag = argv.indexOf('--config');
  const configPath = resolve(ROOT, flag === -1 ? 'firebase.json' : (argv[flag + 1] ?? ''));
  const config = JSON.parse(readFileSync(configPath, 'utf8')) as FirebaseConfig;
  const address = (name: EmulatorName) => `${config.emulators[name].host}:${config.emulators[name].port}`;
  const origin = `http://${address('hosting')}`;
  return {
    configPath,
    outDir: resolve(dirname(configPath), config.hosting.public),
    origin,
    firestoreHost: address('firestore'),
    authHost: address('auth'),
    env: {
      ...process.env,
      VITE_AUTH_EMULATOR_HOST: address('auth'),
      VITE_FIRESTORE_EMULATOR_HOST: address('firestore'),
      // Canonical URLs, the sitemap and robots.txt name this origin (functions/src/pages/site-origin.ts).
      PUBLIC_SITE_ORIGIN: origin,
    },
  };
}

/** Builds the app (into the config's hosting folder), then the function that renders its pages; false when a build failed. */
export async function buildSite(site: ProductionSite): Promise<boolean> {
  const out = JSON.stringify(site.outDir);
  const web = `cd web && ../node_modules/.bin/vite build --outDir ${out} --emptyOutDir && tsx scripts/bundle-size.ts --enforce --dist ${out}`;
  if ((await run(web, site.env)) !== 0) return false;
  return (await run('npm run build -w functions', { ...site.env, WEB_DIST: site.outDir })) === 0;
}

/**
 * Starts this site's Auth, Firestore, Functions and Hosting emulators, loads
 * the demo data, runs `command` and stops the emulators when it ends; resolves
 * with its exit code.
 */
export function runWithEmulators(site: ProductionSite, command: string): Promise<number> {
  const seed = `FIRESTORE_EMULATOR_HOST=${site.firestoreHost} FIREBASE_AUTH_EMULATOR_HOST=${site.authHost} tsx scripts/seed/seed.ts`;
  return firebase([
    '--config',
    site.configPath,
    'emulators:exec',
    '--only',
    'auth,firestore,functions,hosting',
    `${seed} && ${command}`,
  ]);
}
