// Counts the run as "tests: N passed, N failed, N skipped", the one line CI
// reads whatever vitest's own summary looks like. Failures outside a test count
// too: a test that never ran because its beforeAll failed is failed, not
// skipped; an afterAll error, a file that did not load and an unhandled error
// each count once. `npm test` sets TEST_SUMMARY_FILE: the counts go there and
// scripts/test.ts prints the line after the emulators' shutdown messages, so it
// stays the last line; run directly, vitest prints it here.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestCase, TestModule, TestSuite } from 'vitest/node';
import { type FileTime, formatSlowest, formatSummary, type Summary } from '../scripts/lib/test-summary';

/** How many of the slowest files each run names. */
const SLOWEST_SHOWN = 10;

/** The slowest files of the run, by the time vitest spent on each (its setup, import and tests). */
export function slowestFiles(testModules: ReadonlyArray<TestModule>, root = process.cwd()): FileTime[] {
  return testModules
    .map((module) => ({ file: relative(root, module.moduleId), seconds: module.diagnostic().duration / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, SLOWEST_SHOWN);
}

/** Failures of a file's or suite's own hooks: the tests they kept from running, or one per error. */
function hookFailures(entity: TestModule | TestSuite, counted: Set<TestCase>): number {
  const errors = entity.errors().length;
  if (errors === 0) return 0;
  const notRun = [...entity.children.allTests()].filter(
    (test) => test.result().state === 'skipped' && test.options.mode === 'run' && !counted.has(test),
  );
  for (const test of notRun) counted.add(test);
  return Math.max(notRun.length, errors);
}

export function summarize(testModules: ReadonlyArray<TestModule>, unhandledErrors: number): Summary {
  const counts: Summary = { passed: 0, failed: unhandledErrors, skipped: 0 };
  const counted = new Set<TestCase>();
  for (const module of testModules) {
    for (const entity of [module, ...module.children.allSuites()]) counts.failed += hookFailures(entity, counted);
    for (const test of module.children.allTests()) {
      const { state } = test.result();
      if (counted.has(test) || state === 'pending') continue;
      counts[state] += 1;
    }
  }
  return counts;
}

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    const summary = { ...summarize(testModules, unhandledErrors.length), slowest: slowestFiles(testModules) };
    const file = process.env.TEST_SUMMARY_FILE;
    if (file) writeFileSync(file, JSON.stringify(summary));
    else console.log(`\n${formatSlowest(summary.slowest)}\n\n${formatSummary(summary)}`);
  }
}
