// `npm run dev`: the app for working on its code. Starts the Auth, Firestore
// and Functions emulators, loads the demo data and runs the dev server
// (scripts/dev-server.ts) on http://127.0.0.1:5173 until Ctrl+C: pages
// rendered on the server as the page function renders them, edits shown in
// the open browser by hot module replacement, /api/** answered by the function.
//
// The Functions emulator runs a built bundle: it is built here into
// .cache/dev/ (git-ignored) with a firebase.json of its own, so that a
// production build (web/dist, functions/lib) is never read nor overwritten.
// A change to functions/ needs a restart; a change to web/ needs nothing.
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleFunctions } from '../functions/bundle-functions';
import { ROOT } from './lib/emulator-env';
import { firebase } from './lib/firebase-cli';

const PORT = 5173;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DEV = join(ROOT, '.cache', 'dev');

/** .cache/dev: the function bundle with its package.json, links to the rules, and the config that names them. */
async function prepareDevFolder(): Promise<string> {
  mkdirSync(join(DEV, 'functions', 'lib'), { recursive: true });
  writeFileSync(join(DEV, 'functions', 'package.json'), readFileSync(join(ROOT, 'functions', 'package.json')));
  await bundleFunctions(join(DEV, 'functions', 'lib', 'index.js'));
  // The function's packages resolve from here up to the repository's node_modules.
  for (const name of ['firestore.rules', 'firestore.indexes.json', 'node_modules']) {
    // Made afresh each time: a link left by a clone in another folder would point nowhere.
    rmSync(join(DEV, name), { force: true });
    symlinkSync(join(ROOT, name), join(DEV, name));
  }
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as Record<string, unknown>;
  // No Hosting: the dev server serves the app.
  delete config.hosting;
  config.functions = [{ source: 'functions', codebase: 'default' }];
  const path = join(DEV, 'firebase.json');
  writeFileSync(path, JSON.stringify(config, null, 2));
  return path;
}

const config = await prepareDevFolder();
// The function's absolute links (the API's image and next-page URLs) name the dev server.
const env = { PUBLIC_SITE_ORIGIN: ORIGIN };
// emulators:exec gives its command the emulators' addresses.
const command = `tsx scripts/seed/seed.ts && tsx scripts/dev-server.ts --port ${PORT}`;
process.exit(
  // QUIET: the function's warnings and errors, not a line for every trigger the demo data fires.
  await firebase(['emulators:exec', '--log-verbosity', 'QUIET', '--only', 'auth,firestore,functions', command], {
    config,
    env,
    extraPorts: [{ port: PORT, label: 'dev server' }],
  }),
);
