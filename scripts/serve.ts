// `npm run serve`: the production build, served the way it runs when
// deployed. Builds the function and the app, starts the Auth, Firestore,
// Functions and Hosting emulators, loads the demo data and keeps serving
// http://127.0.0.1:5000 (static files, /recipes/{id} and /sitemap.xml through
// their functions, /api through the REST function) until Ctrl+C.
//
// `-- --config <firebase.json>` uses another Firebase config, e.g. one with
// other ports while the standard ones are busy: the app is built into that
// config's hosting.public folder and pointed at its emulators.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { firebase, run } from './lib/firebase-cli';
import { ROOT } from './lib/emulator-env';

interface FirebaseConfig {
  hosting: { public: string };
  emulators: Record<'auth' | 'firestore' | 'hosting', { host: string; port: number }>;
}

const configFlag = process.argv.indexOf('--config');
const configPath = resolve(ROOT, configFlag === -1 ? 'firebase.json' : (process.argv[configFlag + 1] ?? ''));
const config = JSON.parse(readFileSync(configPath, 'utf8')) as FirebaseConfig;
const address = (name: keyof FirebaseConfig['emulators']) =>
  `${config.emulators[name].host}:${config.emulators[name].port}`;
const outDir = resolve(dirname(configPath), config.hosting.public);
const siteOrigin = `http://${address('hosting')}`;

// The app talks to these emulators; the function's canonical URLs and the
// seed use the same addresses.
const env = {
  ...process.env,
  VITE_AUTH_EMULATOR_HOST: address('auth'),
  VITE_FIRESTORE_EMULATOR_HOST: address('firestore'),
  PUBLIC_SITE_ORIGIN: siteOrigin,
};
process.env.PUBLIC_SITE_ORIGIN = siteOrigin;

if ((await run('npm run build -w functions', env)) !== 0) process.exit(1);
const outArg = JSON.stringify(outDir);
const buildWeb = `cd web && ../node_modules/.bin/vite build --outDir ${outArg} --emptyOutDir && tsx scripts/bundle-size.ts --dist ${outArg}`;
if ((await run(buildWeb, env)) !== 0) process.exit(1);

const seed = `FIRESTORE_EMULATOR_HOST=${address('firestore')} FIREBASE_AUTH_EMULATOR_HOST=${address('auth')} tsx scripts/seed/seed.ts`;
const banner = `echo "\nRecipe Book (production build) on ${siteOrigin}; Ctrl+C stops it.\n"`;
// emulators:exec stops the emulators when its command ends: the last one waits until Ctrl+C.
const waitForever = `node -e "setInterval(() => {}, 1 << 30)"`;
process.exit(
  await firebase([
    '--config',
    configPath,
    'emulators:exec',
    '--only',
    'auth,firestore,functions,hosting',
    `${seed} && ${banner} && ${waitForever}`,
  ]),
);
