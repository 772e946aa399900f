// `npm run emulators [-- --only firestore]`: just the emulators, for working on one part.
import { ALL_EMULATORS, firebase } from './lib/firebase-cli';

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : ALL_EMULATORS;
process.exit(await firebase(['emulators:start', '--only', only ?? ALL_EMULATORS]));
