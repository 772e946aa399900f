// `npm start` stopped by a plain kill leaves nothing running, and a taken port
// at start-up names the process that holds it.
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { once } from 'node:events';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/emulator-env';
import { takenPorts } from '../../scripts/lib/ports';

const PARENT = join(ROOT, 'tests/scripts/fixtures/process-group/parent.ts');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function eventuallyGone(pids: number[], timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (pids.some(alive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(pids.filter(alive)).toEqual([]);
}

// The signal comes as soon as the children have printed their pids, the
// earliest moment `npm start` can be stopped: runGroup must already listen.
describe('stopping the process group', () => {
  for (const [signal, code] of [
    ['SIGTERM', 143],
    ['SIGHUP', 129],
    ['SIGINT', 130],
  ] as const) {
    it(`${signal} to the parent stops every child, even ones that ignore SIGINT or left its process group`, async () => {
      const parent = spawn(process.execPath, ['--import', 'tsx', PARENT], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      parent.stdout.setEncoding('utf8');
      parent.stdout.on('data', (chunk: string) => (output += chunk));
      const exited = once(parent, 'exit');
      while (output.trim().split('\n').length < 2) await once(parent.stdout, 'data');
      const children = output.trim().split('\n').map(Number);
      expect(children.every(alive)).toBe(true);

      parent.kill(signal);

      const [exitCode] = (await exited) as [number | null];
      expect(exitCode).toBe(code);
      await eventuallyGone(children);
    });
  }
});

describe('taken ports', () => {
  it('names the process that holds a port and how to stop it; free ports pass', async () => {
    const server: Server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const [message, ...rest] = await takenPorts([{ port, label: 'Test emulator' }]);
      expect(rest).toEqual([]);
      expect(message).toContain(`Port ${port} (Test emulator) is taken by process ${process.pid} (`);
      expect(message).toContain(`kill ${process.pid}`);
    } finally {
      server.close();
      await once(server, 'close');
    }
    expect(await takenPorts([{ port, label: 'Test emulator' }])).toEqual([]);
  });
});
