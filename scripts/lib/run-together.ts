// Runs independent commands at once (each in its own process group, stopped
// with us as lib/process-group.ts does) and keeps each one's output apart, to
// be printed whole once all have ended: interleaved lines of a type check and
// a linter, or of either and a test run, would be unreadable.
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './emulator-env';
import { runGroup } from './process-group';

export interface Ended {
  command: string;
  code: number;
  output: string;
}

/** Resolves once every command has ended, with each one's exit code and output, in the order given. */
export async function runTogether(commands: readonly string[]): Promise<Ended[]> {
  const dir = mkdtempSync(join(tmpdir(), 'recipe-book-steps-'));
  try {
    return await Promise.all(
      commands.map(async (command, index) => {
        const log = join(dir, `${index}.log`);
        const output = openSync(log, 'w');
        try {
          const code = await runGroup(command, [], { cwd: ROOT, stdio: ['ignore', output, output], shell: true });
          return { command, code, output: readFileSync(log, 'utf8') };
        } finally {
          closeSync(output);
        }
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Prints each command's output under its command line. */
export function printEnded(ended: readonly Ended[]): void {
  for (const { command, output } of ended) process.stdout.write(`\n> ${command}\n${output}`);
}

/** The command lines of those that failed. */
export const failedCommands = (ended: readonly Ended[]): string[] =>
  ended.filter(({ code }) => code !== 0).map(({ command }) => `'${command}'`);
