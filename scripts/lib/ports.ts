// Start-up check: every port we are about to listen on is free, and when one
// is not, say which process holds it and how to stop it (an emulator left
// behind by an earlier run is the usual one).
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';

export interface WantedPort {
  port: number;
  /** What we want it for, e.g. "Firestore emulator". */
  label: string;
  host?: string;
}

export interface PortHolder {
  pid: number;
  command: string;
}

/** The result of `read`, or undefined when the file is gone or not ours to read (processes come and go). */
function attempt<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Inodes of the sockets listening on `port` (from /proc/net/tcp and tcp6; state 0A is LISTEN). */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const text = attempt(() => readFileSync(table, 'utf8'));
    if (text === undefined) continue;
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const local = fields[1];
      if (!local || fields[3] !== '0A') continue;
      if (Number.parseInt(local.slice(local.lastIndexOf(':') + 1), 16) === port && fields[9]) inodes.add(fields[9]);
    }
  }
  return inodes;
}

/** The process that listens on `port`, when this system lets us see it (Linux /proc, same user or root). */
export function portHolder(port: number): PortHolder | undefined {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return undefined;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fds = attempt(() => readdirSync(`/proc/${entry}/fd`)) ?? [];
    for (const fd of fds) {
      const target = attempt(() => readlinkSync(`/proc/${entry}/fd/${fd}`)) ?? '';
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) {
        const cmdline = attempt(() => readFileSync(`/proc/${entry}/cmdline`, 'utf8')) ?? '';
        const command = cmdline.split('\0').filter(Boolean).join(' ');
        return { pid: Number(entry), command };
      }
    }
  }
  return undefined;
}

/** One sentence per taken port: which, who holds it, how to stop it. Empty when all are free. */
export async function takenPorts(wanted: readonly WantedPort[]): Promise<string[]> {
  const problems: string[] = [];
  for (const { port, label, host = '127.0.0.1' } of wanted) {
    if (await canListen(port, host)) continue;
    const holder = portHolder(port);
    const who = holder
      ? `process ${holder.pid} (${holder.command.length > 160 ? `${holder.command.slice(0, 157)}...` : holder.command})`
      : 'another process (run `ss -ltnp` to see which)';
    const how = holder ? `Stop it with \`kill ${holder.pid}\`` : 'Stop that process';
    problems.push(`Port ${port} (${label}) is taken by ${who}. ${how}; it may be left over from an earlier run.`);
  }
  return problems;
}
