// Runs the firebase CLI with the emulator environment and forwards Ctrl+C.
import { spawn } from 'node:child_process';
import { emulatorEnv, ROOT, SetupError } from './emulator-env';

export const ALL_EMULATORS = 'auth,firestore,functions,hosting';

/** Runs `firebase <args>` in the project root; resolves with its exit code. */
export function firebase(args: string[]): Promise<number> {
  let env: NodeJS.ProcessEnv;
  try {
    env = emulatorEnv();
  } catch (error) {
    if (error instanceof SetupError) {
      console.error(`\n${error.message}\n`);
      return Promise.resolve(1);
    }
    throw error;
  }
  const child = spawn('firebase', [...args, '--project', 'demo-recipes'], { cwd: ROOT, env, stdio: 'inherit' });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward).on('SIGTERM', forward);
  return new Promise((done) => child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0))));
}

/** Runs a shell command in the project root; resolves with its exit code. */
export function run(command: string, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const child = spawn(command, { cwd: ROOT, env, stdio: 'inherit', shell: true });
  return new Promise((done) => child.on('exit', (code) => done(code ?? 1)));
}
