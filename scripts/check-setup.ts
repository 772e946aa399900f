// `npx tsx scripts/check-setup.ts`: checks, before a long run, what the
// emulators need on this machine (Java 21+, a Firestore emulator jar) with the
// same code that starts them; prints what it found, or what to install.
import { emulatorEnv, SetupError } from './lib/emulator-env';

try {
  emulatorEnv();
} catch (error) {
  if (!(error instanceof SetupError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
