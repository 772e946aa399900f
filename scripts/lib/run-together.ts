// Runs independent commands at once (each in its own process group, stopped
// with us as lib/process-group.ts does), keeps each one's output apart, and
// prints it whole, in the given order, once all have ended: interleaved lines
// of a type check and a linter would be unreadable.
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './emulator-env';
import { runGroup } from './process-group';

/** Resolves with each command's exit code, in the order given. */
export async function runTogether(commands: readonly string[]): Promise<number[]> {
  const dir = mkdtempSync(join(tmpdir(), 'recipe-book-steps-'));
  try {
    const logs = commands.map((_, index) => join(dir, `${index}.log`));
    const codes = await Promise.all(
      commands.map(async (command, index) => {
        const output = openSync(logs[index] ?? '', 'w');
        try {
          return await runGroup(command, [], { cwd: ROOT, stdio: ['ignore', output, output], shell: true });
        } finally {
          closeSync(output);
        }
      }),
    );
    commands.forEach((command, index) => {
      process.stdout.write(`\n> ${command}\n${readFileSync(logs[index] ?? '', 'utf8')}`);
    });
    return codes;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
