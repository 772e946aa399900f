// The closing line of a test run, shared by the vitest reporter that counts
// and scripts/test.ts that prints it last.
import { existsSync, readFileSync } from 'node:fs';

export interface Summary {
  passed: number;
  failed: number;
  skipped: number;
  /** The slowest test files, slowest first, so that growth shows in every run. */
  slowest?: FileTime[];
}

export interface FileTime {
  /** Relative to the repository. */
  file: string;
  seconds: number;
}

/** The slowest files as a small table, one `  12.3 s  e2e/home.test.ts` line each. */
export const formatSlowest = (slowest: readonly FileTime[]) =>
  [
    'The slowest test files:',
    ...slowest.map(({ file, seconds }) => `${seconds.toFixed(1).padStart(7)} s  ${file}`),
  ].join('\n');

export const formatSummary = ({ passed, failed, skipped }: Summary) =>
  `tests: ${passed} passed, ${failed} failed, ${skipped} skipped`;

/**
 * What the run amounts to: the reporter's counts, or one failure when vitest
 * never reported (a build, the seed or the emulators failed first) or the
 * command failed although every test passed (so the line never says
 * "0 failed" next to a non-zero exit).
 */
export function finalSummary(file: string, exitCode: number): { summary: Summary; note?: string } {
  if (!existsSync(file)) {
    return {
      summary: { passed: 0, failed: 1, skipped: 0 },
      note: 'The tests did not run to the end (see the output above).',
    };
  }
  const summary = JSON.parse(readFileSync(file, 'utf8')) as Summary;
  if (exitCode !== 0 && summary.failed === 0) {
    return {
      summary: { ...summary, failed: 1 },
      note: `The run failed outside the tests (exit code ${exitCode}; see the output above).`,
    };
  }
  return { summary };
}
