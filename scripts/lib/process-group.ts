// Runs a command as the leader of a process group of its own and makes sure
// the whole group is gone when we are: `npm start` stopped by Ctrl+C, by a
// plain `kill` (SIGTERM, as an IDE's stop button or a process manager sends)
// or by a closed terminal (SIGHUP) must leave no emulator or Vite behind.
//
// The signal goes to the group as SIGINT, which the firebase CLI answers by
// shutting its emulators down cleanly; whatever still runs after the grace
// period (or after the leader exited) is killed.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** Signals every process of the group; false when none is left. */
function signalGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

export interface GroupOptions extends Omit<SpawnOptions, 'detached'> {
  /** How long the group may take to stop after SIGINT before it is killed. */
  graceMs?: number;
}

export interface RunningGroup {
  child: ChildProcess;
  /** Resolves with the leader's exit code once the whole group is gone. */
  exited: Promise<number>;
  /** SIGINT to the group, then SIGKILL to what is left after the grace period. */
  stop: () => Promise<number>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** True while any process of the group is alive. */
function groupAlive(pid: number): boolean {
  return signalGroup(pid, 0);
}

/** Waits up to `ms` for the group to empty. */
async function groupGone(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (groupAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
}

/** Starts `command` in a new process group; `stop()` or our own end takes the whole group down. */
export function startGroup(command: string, args: string[], options: GroupOptions = {}): RunningGroup {
  const { graceMs = 15_000, ...spawnOptions } = options;
  const child = spawn(command, args, { ...spawnOptions, detached: true });
  const pid = child.pid;
  const leaderExit = new Promise<number>((done) => child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0))));
  // The leader may exit before its children (an emulator still shutting down): give them the grace, then kill.
  const exited = leaderExit.then(async (code) => {
    if (pid && !(await groupGone(pid, graceMs))) signalGroup(pid, 'SIGKILL');
    return code;
  });
  let stopping: Promise<number> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (pid) signalGroup(pid, 'SIGINT');
      const timer = setTimeout(() => pid && signalGroup(pid, 'SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    })();
    return stopping;
  };
  // Our own exit, however it happens short of SIGKILL, takes the group along.
  process.on('exit', () => pid && signalGroup(pid, 'SIGKILL'));
  return { child, exited, stop };
}

/**
 * Runs `command` in its own process group until it ends; SIGINT, SIGTERM or
 * SIGHUP to us stops the group and exits with the usual 128 + signal code.
 */
export async function runGroup(command: string, args: string[], options: GroupOptions = {}): Promise<number> {
  const group = startGroup(command, args, options);
  const onSignal = (signal: NodeJS.Signals) => {
    void group.stop().then(() => process.exit(128 + (signal === 'SIGHUP' ? 1 : signal === 'SIGINT' ? 2 : 15)));
  };
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
  try {
    return await group.exited;
  } finally {
    for (const signal of STOP_SIGNALS) process.off(signal, onSignal);
  }
}
