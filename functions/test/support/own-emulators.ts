// Emulators of a test's own, on ports of their own, for tests that break them
// (stop the Firestore emulator, say): the shared ones on the standard ports are
// never touched. Their firebase.json is the repository's with other ports, in
// a temporary folder that links to the rules, the indexes and the function.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emulatorEnv, ROOT } from '../../../scripts/lib/emulator-env';
import { emulatorPorts, PROJECT_ID, startFirebase } from '../../../scripts/lib/firebase-cli';
import { portHolder, takenPorts } from '../../../scripts/lib/ports';

const OWN_PORTS = {
  auth: 9199,
  firestore: 8180,
  firestoreWebSocket: 9250,
  functions: 5111,
  hub: 4410,
  logging: 4510,
} as const;

const HOST = '127.0.0.1';

export interface OwnEmulators {
  apiBase: string;
  authHost: string;
  firestoreHost: string;
  /** The emulators' output, for a failing test's message. */
  logFile: string;
  /** Kills the Firestore emulator, as a crash would. */
  stopFirestore(): Promise<void>;
  /** Starts it again on the same port, with the same command line (its data starts empty). */
  restartFirestore(): Promise<void>;
  stop(): Promise<void>;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Whether anything answers at `url` (any status), or with `ok` a 2xx. The
 * function's first answer waits for its worker process to start (a minute on
 * a busy machine): a shorter wait would abandon each start and begin another.
 */
const answers = (url: string, ok = false, timeoutMs = 5000) =>
  fetch(url, { signal: AbortSignal.timeout(timeoutMs) }).then(
    (response) => !ok || response.ok,
    () => false,
  );

/** A folder with a firebase.json on OWN_PORTS that links to the repository's rules, indexes and function. */
function sandbox(): string {
  const dir = mkdtempSync(join(tmpdir(), 'recipe-book-emulators-'));
  for (const name of ['firestore.rules', 'firestore.indexes.json', 'functions', 'node_modules']) {
    symlinkSync(join(ROOT, name), join(dir, name));
  }
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as Record<string, unknown>;
  delete config.hosting;
  config.emulators = {
    singleProjectMode: false,
    auth: { host: HOST, port: OWN_PORTS.auth },
    firestore: { host: HOST, port: OWN_PORTS.firestore, websocketPort: OWN_PORTS.firestoreWebSocket },
    functions: { host: HOST, port: OWN_PORTS.functions },
    ui: { enabled: false },
    hub: { host: HOST, port: OWN_PORTS.hub },
    logging: { host: HOST, port: OWN_PORTS.logging },
  };
  writeFileSync(join(dir, 'firebase.json'), JSON.stringify(config, null, 2));
  return dir;
}

/** Starts Auth, Firestore and Functions (functions/lib must be built) and waits until the API answers. */
export async function startOwnEmulators(): Promise<OwnEmulators> {
  const dir = sandbox();
  const logFile = join(dir, 'emulators.log');
  const args = ['emulators:start', '--only', 'auth,firestore,functions'];
  const taken = await takenPorts(emulatorPorts(args, join(dir, 'firebase.json')));
  if (taken.length > 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(taken.join('\n'));
  }
  const group = startFirebase(args, { config: join(dir, 'firebase.json'), logFile: openSync(logFile, 'a') });
  const apiBase = `http://${HOST}:${OWN_PORTS.functions}/${PROJECT_ID}/us-central1/api`;
  const firestoreHost = `${HOST}:${OWN_PORTS.firestore}`;
  let restarted: ChildProcess | undefined;
  let firestoreCommand: { argv: string[]; cwd: string } | undefined;

  const emulators: OwnEmulators = {
    apiBase,
    authHost: `${HOST}:${OWN_PORTS.auth}`,
    firestoreHost,
    logFile,
    async stopFirestore() {
      const holder = portHolder(OWN_PORTS.firestore);
      if (!holder)
        throw new Error(`Nothing listens on ${firestoreHost}:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
      firestoreCommand = {
        argv: readFileSync(`/proc/${holder.pid}/cmdline`, 'utf8').split('\0').filter(Boolean),
        cwd: readlinkSync(`/proc/${holder.pid}/cwd`),
      };
      process.kill(holder.pid, 'SIGKILL');
      await waitFor('the Firestore emulator to stop', async () => !(await answers(`http://${firestoreHost}/`)), 20_000);
    },
    async restartFirestore() {
      if (!firestoreCommand) throw new Error('stopFirestore() first');
      const [command = 'java', ...args] = firestoreCommand.argv;
      restarted = spawn(command, args, {
        cwd: firestoreCommand.cwd,
        env: emulatorEnv(),
        detached: true,
        stdio: ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')],
      });
      await waitFor('the Firestore emulator to start again', () => answers(`http://${firestoreHost}/`), 60_000);
    },
    async stop() {
      if (restarted?.pid) {
        try {
          process.kill(-restarted.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      await group.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await waitFor('the emulators and the API', () => answers(`${apiBase}/openapi.json`, true, 90_000), 240_000);
    await waitFor('the Firestore emulator', () => answers(`http://${firestoreHost}/`), 60_000);
  } catch (error) {
    const log = readFileSync(logFile, 'utf8').slice(-3000);
    await emulators.stop();
    throw new Error(`${String(error)}\n${log}`, { cause: error });
  }
  return emulators;
}
