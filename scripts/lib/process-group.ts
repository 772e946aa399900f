// Runs a command as the leader of a process group of its own and makes sure
// the whole group is gone when we are: `npm start` stopped by Ctrl+C, by a
// plain `kill` (SIGTERM, as an IDE's stop button or a process manager sends)
// or by a closed terminal (SIGHUP) must leave no emulator or Vite behind.
//
// The signal goes to the group as SIGINT, which the firebase CLI answers by
// shutting its emulators down cleanly; whatever still runs after the grace
// period (or after the leader exited) is killed. The firebase CLI starts the
// Java emulators in process groups of their own, so the processes descending
// from the leader are noted too (from /proc) and killed along with the group.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

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

/** Parent pid and start time (clock ticks after boot) of a process, from /proc/<pid>/stat. */
function stat(pid: number): { parent: number; started: string } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name: state, ppid, ..., starttime is the 20th.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { parent: Number(fields[1]), started: fields[19] ?? '' };
  } catch {
    return undefined;
  }
}

/** Every process descending from `root`, with its start time (empty where there is no /proc). */
function descendants(root: number): Map<number, string> {
  const children = new Map<number, number[]>();
  const started = new Map<number, string>();
  let pids: number[];
  try {
    pids = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map(Number);
  } catch {
    return new Map();
  }
  for (const pid of pids) {
    const info = stat(pid);
    if (!info) continue;
    started.set(pid, info.started);
    children.set(info.parent, [...(children.get(info.parent) ?? []), pid]);
  }
  const found = new Map<number, string>();
  const queue = [root];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift() as number) ?? []) {
      found.set(child, started.get(child) ?? '');
      queue.push(child);
    }
  }
  return found;
}

/** Kills these processes, each only if it is still the one noted (a pid can be reused). */
function killAll(processes: ReadonlyMap<number, string>): void {
  for (const [pid, started] of processes) {
    if (stat(pid)?.started !== started) continue;
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** True while any process of the group is alive. */
function groupAlive(pid: number): boolean {
  return signalGroup(pid, 0);
}

/** Waits up to `ms` for the group to empty. */
async function groupGone(pid: number, ms: number, others: readonly number[] = []): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (groupAlive(pid) || others.some(isAlive)) {
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
  // Descendants seen so far: once the leader is gone, those in groups of their own cannot be found any more.
  const known = new Map<number, string>();
  const noteDescendants = () => {
    // Forget the ones that ended, so that a reused pid is never taken for them.
    for (const [descendant, started] of known) if (stat(descendant)?.started !== started) known.delete(descendant);
    if (pid) for (const [descendant, started] of descendants(pid)) known.set(descendant, started);
  };
  const killEverything = () => {
    if (pid) signalGroup(pid, 'SIGKILL');
    killAll(known);
  };
  const watch = setInterval(noteDescendants, 1000);
  watch.unref();
  // The leader may exit before its children (an emulator still shutting down): give them the grace, then kill.
  const exited = leaderExit.then(async (code) => {
    clearInterval(watch);
    if (pid && !(await groupGone(pid, graceMs, [...known.keys()]))) killEverything();
    return code;
  });
  let stopping: Promise<number> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      noteDescendants();
      if (pid) signalGroup(pid, 'SIGINT');
      const timer = setTimeout(killEverything, graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    })();
    return stopping;
  };
  // Our own exit, however it happens short of SIGKILL, takes the group and its descendants along.
  process.on('exit', () => {
    noteDescendants();
    killEverything();
  });
  return { child, exited, stop };
}

/**
 * Runs `command` in its own process group until it ends; SIGINT, SIGTERM or
 * SIGHUP to us stops the group and exits with the usual 128 + signal code.
 */
export async function runGroup(command: string, args: string[], options: GroupOptions = {}): Promise<number> {
  // Listen before the command starts: whoever started us may signal as soon as
  // the command's first output, and a signal with no listener yet would end us
  // at once, leaving the group behind (seen under load, 12 times in 40).
  // A listener runs on a later turn of the event loop, when `group` is set.
  const onSignal = (signal: NodeJS.Signals) => {
    void group.stop().then(() => process.exit(128 + (signal === 'SIGHUP' ? 1 : signal === 'SIGINT' ? 2 : 15)));
  };
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
  const group = startGroup(command, args, options);
  try {
    return await group.exited;
  } finally {
    for (const signal of STOP_SIGNALS) process.off(signal, onSignal);
  }
}
