// `npm test [-- rules api e2e] [-- path/to/file.test.ts]`: builds what the suites need, starts the
// emulators once, runs the chosen vitest projects (all by default) inside
// `firebase emulators:exec`, and stops the emulators again. The full run also
// type-checks and lints (after the web build, which generates the route tree).
// Whatever happens, the last line printed is `tests: N passed, N failed, N skipped`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firebase, run } from './lib/firebase-cli';
import { failedCommands, printEnded, runTogether } from './lib/run-together';
import { finalSummary, formatSlowest, formatSummary } from './lib/test-summary';

const startedAt = Date.now();

interface Suite {
  emulators: string[];
  needs: ('functions' | 'web' | 'seed')[];
}

// What each suite talks to. The API is only served once functions/lib is built,
// and some of its tests call it through Hosting's /api rewrite, as a site would
// (Hosting serves the built SPA); the browser tests use the built SPA on the
// Hosting emulator, with demo data.
const SUITES: Record<string, Suite> = {
  unit: { emulators: [], needs: [] },
  web: { emulators: [], needs: [] },
  components: { emulators: [], needs: [] },
  rules: { emulators: ['firestore'], needs: [] },
  scripts: { emulators: ['auth', 'firestore'], needs: [] },
  api: { emulators: ['auth', 'firestore', 'functions', 'hosting'], needs: ['functions', 'web'] },
  e2e: { emulators: ['auth', 'firestore', 'functions', 'hosting'], needs: ['functions', 'web', 'seed'] },
};

// Suite names choose projects; anything that looks like a path filters test files.
const isFileFilter = (arg: string) => arg.includes('/') || arg.includes('.');
const asked = process.argv.slice(2).filter((arg) => !isFileFilter(arg));
const fileFilters = process.argv.slice(2).filter(isFileFilter);
const unknown = asked.filter((name) => !(name in SUITES));
if (unknown.length > 0) {
  console.error(`Unknown suite(s): ${unknown.join(', ')}. Choose from: ${Object.keys(SUITES).join(', ')}.`);
  process.exit(2);
}
const chosen = (asked.length > 0 ? asked : Object.keys(SUITES)).map((name) => ({ name, ...SUITES[name]! }));
const needs = new Set(chosen.flatMap((suite) => suite.needs));
const emulators = [...new Set(chosen.flatMap((suite) => suite.emulators))];

// The web build comes first: the functions build reads its manifest, and the
// type check its generated route tree. The emulators serve the built function.
// The checks (type check and lint, in a full run) need nothing of the tests:
// they run beside the emulators' start-up and the first test files, which
// leave a core idle, and their output is printed once the tests have ended.
const builds = [
  ...(needs.has('web') ? ['npm run build -w web'] : []),
  ...(needs.has('functions') ? ['npm run build -w functions'] : []),
];
const checks = asked.length === 0 && fileFilters.length === 0 ? ['npm run typecheck', 'npm run lint'] : [];
// The reporter (tests/summary-reporter.ts) writes its counts here instead of printing them.
const summaryDir = mkdtempSync(join(tmpdir(), 'recipe-book-tests-'));
process.env.TEST_SUMMARY_FILE = join(summaryDir, 'summary.json');

/** Prints the closing line after everything else (emulators:exec's shutdown output included) and exits. */
function finish(exitCode: number): never {
  const { summary, note } = finalSummary(process.env.TEST_SUMMARY_FILE ?? '', exitCode);
  rmSync(summaryDir, { recursive: true, force: true });
  if (note) console.error(`\n${note}`);
  if (summary.slowest?.length) console.log(`\n${formatSlowest(summary.slowest)}`);
  console.log(`\nThe whole run took ${((Date.now() - startedAt) / 60_000).toFixed(1)} minutes.`);
  console.log(`\n${formatSummary(summary)}`);
  process.exit(exitCode === 0 && summary.failed > 0 ? 1 : exitCode);
}

for (const step of builds) {
  if ((await run(step)) !== 0) {
    console.error(`\n'${step}' failed; no tests were run.`);
    finish(1);
  }
}
const checksEnded = runTogether(checks);

const projects = chosen.map((suite) => `--project ${suite.name}`).join(' ');
const commands = [
  needs.has('seed') ? 'tsx scripts/seed/seed.ts' : '',
  `vitest run ${projects} ${fileFilters.join(' ')}`.trim(),
].filter(Boolean);
// QUIET: warnings and errors only, so the test output is not buried under request logs.
const exec = ['emulators:exec', '--log-verbosity', 'QUIET', '--only', emulators.join(','), commands.join(' && ')];
// The unit suite alone needs no emulator.
const testsCode = emulators.length > 0 ? await firebase(exec) : await run(commands.join(' && '));
const ended = await checksEnded;
printEnded(ended);
const failedChecks = failedCommands(ended);
if (failedChecks.length > 0) console.error(`\n${failedChecks.join(', ')} failed.`);
finish(failedChecks.length > 0 ? 1 : testsCode);
