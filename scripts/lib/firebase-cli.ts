// Runs the firebase CLI with the emulator environment. Before emulators start,
// every port they need must be free (else: which process holds it, and how to
// stop it); the CLI runs in a process group of its own that Ctrl+C, a plain
// `kill` or a closed terminal stops as a whole (lib/process-group.ts).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { emulatorEnv, ROOT, SetupError } from './emulator-env';
import { takenPorts, type WantedPort } from './ports';
import { runGroup, startGroup, type RunningGroup } from './process-group';

export const ALL_EMULATORS = 'auth,firestore,functions,hosting';
export const PROJECT_ID = 'demo-recipes';

export interface FirebaseOptions {
  /** Another firebase.json (e.g. one with other ports); the repository's by default. */
  config?: string;
  /** Variables added to the emulator environment. */
  env?: NodeJS.ProcessEnv;
  /** Other ports the command will listen on, checked with the emulators' (e.g. Vite's). */
  extraPorts?: WantedPort[];
}

interface EmulatorsConfig {
  emulators?: Record<string, { host?: string; port?: number; websocketPort?: number } | undefined>;
}

const LABELS: Record<string, string> = {
  auth: 'Auth emulator',
  firestore: 'Firestore emulator',
  functions: 'Functions emulator',
  hosting: 'Hosting emulator',
  hub: 'Emulator Hub',
  logging: 'emulator logging',
};

/** The ports `emulators:start|exec --only …` will take, from the config file (`--config` among the args wins). */
export function emulatorPorts(args: readonly string[], configPath = join(ROOT, 'firebase.json')): WantedPort[] {
  if (!args.some((arg) => arg === 'emulators:start' || arg === 'emulators:exec')) return [];
  const configAt = args.indexOf('--config');
  const config = configAt === -1 ? configPath : resolve(ROOT, args[configAt + 1] ?? '');
  const { emulators = {} } = JSON.parse(readFileSync(config, 'utf8')) as EmulatorsConfig;
  const onlyAt = args.indexOf('--only');
  const only = (onlyAt === -1 ? ALL_EMULATORS : (args[onlyAt + 1] ?? '')).split(',');
  const ports: WantedPort[] = [];
  for (const name of [...only, 'hub', 'logging']) {
    const entry = emulators[name];
    if (!entry?.port) continue;
    ports.push({ port: entry.port, label: LABELS[name] ?? name, host: entry.host });
    // The Firestore emulator's second port, for its WebSocket (9150 unless configured).
    if (name === 'firestore') {
      ports.push({ port: entry.websocketPort ?? 9150, label: 'Firestore emulator WebSocket', host: entry.host });
    }
  }
  return ports;
}

/** The CLI's command line and environment, or the set-up problem that stops it (no Java 21+, say). */
function prepare(args: string[], options: FirebaseOptions): { argv: string[]; env: NodeJS.ProcessEnv } {
  const env = { ...emulatorEnv(), ...options.env };
  const config = options.config ? ['--config', options.config] : [];
  return { argv: [...args, '--project', PROJECT_ID, ...config], env };
}

/** Runs `firebase <args>` in the project root until it ends; resolves with its exit code. */
export async function firebase(args: string[], options: FirebaseOptions = {}): Promise<number> {
  let prepared: ReturnType<typeof prepare>;
  try {
    prepared = prepare(args, options);
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    console.error(`\n${error.message}\n`);
    return 1;
  }
  const taken = await takenPorts([...emulatorPorts(args, options.config), ...(options.extraPorts ?? [])]);
  if (taken.length > 0) {
    console.error(`\n${taken.join('\n')}\n`);
    return 1;
  }
  // No stdin: a process group in the background may not read the terminal (Vite's shortcuts would stop it).
  return runGroup('firebase', prepared.argv, { cwd: ROOT, env: prepared.env, stdio: ['ignore', 'inherit', 'inherit'] });
}

/** Starts `firebase <args>` in the background (e.g. emulators of a test's own); stop it with `.stop()`. */
export function startFirebase(args: string[], options: FirebaseOptions & { logFile?: number } = {}): RunningGroup {
  const { argv, env } = prepare(args, options);
  const output = options.logFile ?? 'ignore';
  return startGroup('firebase', argv, { cwd: ROOT, env, stdio: ['ignore', output, output] });
}

/** Runs a shell command in the project root; resolves with its exit code. */
export function run(command: string, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return runGroup(command, [], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'], shell: true });
}
