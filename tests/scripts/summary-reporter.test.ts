// The closing "tests: N passed, N failed, N skipped" line tells the truth:
// failed beforeAll/afterAll hooks and unhandled errors count as failures, and
// `npm test` prints the line last.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/emulator-env';
import { finalSummary, type Summary } from '../../scripts/lib/test-summary';

const FIXTURES = 'tests/scripts/fixtures/reporter';
const temp = mkdtempSync(join(tmpdir(), 'summary-reporter-test-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

interface Outcome {
  code: number;
  stdout: string;
}

/** Runs a command in the repository root; resolves with its exit code and output whatever the code. */
async function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Outcome> {
  return promisify(execFile)(command, args, { cwd: ROOT, env: { ...process.env, ...env } }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: Outcome) => ({ code: error.code, stdout: error.stdout }),
  );
}

const vitestOnFixtures = (env: NodeJS.ProcessEnv = {}) =>
  runCommand('npx', ['vitest', 'run', '--root', FIXTURES, '--config', 'vitest.config.ts'], {
    // The fixtures' own summary, not the outer run's.
    TEST_SUMMARY_FILE: '',
    ...env,
  });

const lastLine = (text: string) => text.trim().split('\n').at(-1);

// Each test starts a vitest run of its own: minutes on a busy machine.
describe('the summary reporter', { timeout: 240_000 }, () => {
  it('counts tests kept from running by a failed hook, afterAll errors and unhandled errors as failed', async () => {
    const { code, stdout } = await vitestOnFixtures();
    expect(code).toBe(1);
    // Passed: after-all's test, the nested file's outside test, both unhandled-error tests.
    // Failed: 2 (beforeAll) + 1 (describe's beforeAll) + 1 (afterAll) + 1 (unhandled error).
    expect(lastLine(stdout)).toBe('tests: 4 passed, 5 failed, 1 skipped');
  });

  it('writes the counts to TEST_SUMMARY_FILE instead, for npm test to print last', async () => {
    const file = join(temp, 'summary.json');
    const { code, stdout } = await vitestOnFixtures({ TEST_SUMMARY_FILE: file });
    expect(code).toBe(1);
    expect(stdout).not.toMatch(/^tests: /m);
    const summary = JSON.parse(readFileSync(file, 'utf8')) as Summary;
    expect(summary).toMatchObject({ passed: 4, failed: 5, skipped: 1 });
    // Every fixture file, slowest first, named from the repository.
    const seconds = summary.slowest?.map((file) => file.seconds) ?? [];
    expect(seconds).toEqual([...seconds].sort((a, b) => b - a));
    expect(summary.slowest?.map((file) => file.file)).toContain(
      'tests/scripts/fixtures/reporter/after-all-fails.fixture.ts',
    );
  });
});

describe('the closing line of npm test', { timeout: 240_000 }, () => {
  it('says the run failed when the tests never reported, or failed outside them', () => {
    expect(finalSummary(join(temp, 'never-written.json'), 1).summary).toEqual({ passed: 0, failed: 1, skipped: 0 });
    const file = join(temp, 'all-passed.json');
    writeFileSync(file, JSON.stringify({ passed: 7, failed: 0, skipped: 2 }));
    expect(finalSummary(file, 0)).toEqual({ summary: { passed: 7, failed: 0, skipped: 2 } });
    const outside = finalSummary(file, 3);
    expect(outside.summary).toEqual({ passed: 7, failed: 1, skipped: 2 });
    expect(outside.note).toMatch(/exit code 3/);
  });

  it('is the last line scripts/test.ts prints', async () => {
    // The unit suite needs no emulator, so this starts none.
    const { code, stdout } = await runCommand('npx', ['tsx', 'scripts/test.ts', 'unit', 'schema/test/'], {
      TEST_SUMMARY_FILE: '',
    });
    expect(code).toBe(0);
    expect(lastLine(stdout)).toMatch(/^tests: [1-9]\d* passed, 0 failed, 0 skipped$/);
    expect(stdout).toMatch(/The slowest test files:\n +\d+\.\d s {2}schema\/test\/\S+\.test\.ts/);
  });
});
