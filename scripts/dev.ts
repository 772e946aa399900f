// `npm start`: builds the function, starts the auth, firestore and functions
// emulators, loads the demo data and serves the app on http://127.0.0.1:5173.
// Ctrl+C, a plain `kill` of this process or closing its terminal stops
// everything (lib/process-group.ts). A port that is taken stops it before
// anything starts, naming the process that holds it.
import { emulatorPorts, firebase, run } from './lib/firebase-cli';
import { takenPorts } from './lib/ports';

const EXEC = ['emulators:exec', '--only', 'auth,firestore,functions', 'tsx scripts/seed/seed.ts && npm run dev -w web'];
// web/package.json's `dev` script.
const VITE = [{ port: 5173, label: 'the app (Vite dev server)' }];

const taken = await takenPorts([...emulatorPorts(EXEC), ...VITE]);
if (taken.length > 0) {
  console.error(`\n${taken.join('\n')}\n`);
  process.exit(1);
}
if ((await run('npm run build -w functions')) !== 0) process.exit(1);
process.exit(await firebase(EXEC, { extraPorts: VITE }));
