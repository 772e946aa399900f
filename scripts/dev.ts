// `npm start`: builds the function, starts the auth, firestore and functions
// emulators, loads the demo data and serves the app on http://127.0.0.1:5173.
// Ctrl+C stops everything.
import { firebase, run } from './lib/firebase-cli';

if ((await run('npm run build -w functions')) !== 0) process.exit(1);
process.exit(
  await firebase([
    'emulators:exec',
    '--only',
    'auth,firestore,functions',
    'tsx scripts/seed/seed.ts && npm run dev -w web',
  ]),
);
