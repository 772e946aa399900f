// `npm run bench`: the performance figures in one table (figure, target,
// value, pass or how far off; the targets are docs/performance.md's):
// - first-load JavaScript of every page (gzip), public pages against the budget;
// - all the JavaScript each signed-in page downloads for the demo cook until its
//   scripts are idle (gzip, lazy chunks included; scripts/lib/signed-in-scripts.ts),
//   against the signed-in budget (the editing pages, EDITING_ROUTES, against theirs);
// - Lighthouse 13 (mobile preset, Debian Chromium, no internet) on `/`,
//   `/allRecipes`, one `/recipes/{id}` and a blog post: the four category
//   scores, FCP, LCP and CLS, TBT and the first paint the trace saw
//   (unthrottled) for information, and all the JavaScript the page downloaded
//   until the network was idle (gzip, lazy chunks included),
//   from the median of three runs per page (`--runs n`).
//   Raw reports (JSON and HTML, every run and the median one) go to test-results/lighthouse/,
//   with each run's artifacts (its trace among them).
// - the median run scored again at CPU time (scripts/lib/cpu-time-trace.ts), for
//   information: the page's own work, without the time this machine kept its
//   main thread waiting for a core.
//
// By default it builds the function and the app, starts its own Auth,
// Firestore, Functions and Hosting emulators with the demo data (the standard
// ports must be free; `-- --config <firebase.json>` picks others) and measures
// the Hosting emulator. `-- --running [--url http://127.0.0.1:5000]` measures
// a site that is already served (e.g. by `npm run serve`), with the build in
// the config's hosting folder. `-- --scale` then runs the scale benchmarks
// (`bench:browse`, `bench:api`) against the running emulators too.
import { spawn } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import {
  bundleReport,
  BUDGET_KB,
  EDITING_IDLE_BUDGET_KB,
  EDITING_ROUTES,
  PUBLIC_ROUTES,
  SIGNED_IN_BUDGET_KB,
} from '../web/scripts/bundle-report';
import { ROOT } from './lib/emulator-env';
import { CHROMIUM_ARGS } from './lib/chromium-args';
import { withTasksAtCpuTime, type TraceEvent } from './lib/cpu-time-trace';
import { run } from './lib/firebase-cli';
import { buildSite, productionSite, runWithEmulators } from './lib/production-site';
import { signedInScriptKb } from './lib/signed-in-scripts';

const REPORTS = join(ROOT, 'test-results', 'lighthouse');
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS].join(' ');

interface Row {
  figure: string;
  target: string;
  value: string;
  /** Undefined for figures shown for information only. */
  pass?: boolean;
  /** How far off a missed target is, e.g. "+0.4 s". */
  off?: string;
}

const argv = process.argv.slice(2);
const site = productionSite(argv);
const flagValue = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);

if (!argv.includes('--running')) {
  // Build, start our own emulators, and run this script again inside them.
  Object.assign(process.env, site.env);
  if (!(await buildSite(site))) process.exit(1);
  const inner = ['tsx scripts/bench.ts --running', ...argv].join(' ');
  process.exit(await runWithEmulators(site, inner));
}

const baseUrl = (flagValue('--url') ?? site.origin).replace(/\/+$/, '');

/** Lower is better: pass when at most `target`. */
function atMost(figure: string, value: number, target: number, unit: string, digits: number): Row {
  const shown = (n: number) => `${n.toFixed(digits)}${unit}`;
  const pass = value <= target;
  return {
    figure,
    target: `≤ ${shown(target)}`,
    value: shown(value),
    pass,
    ...(pass ? {} : { off: `+${shown(value - target)}` }),
  };
}

/** Higher is better: pass when at least `target`. */
function atLeast(figure: string, value: number, target: number): Row {
  const pass = value >= target;
  return { figure, target: `≥ ${target}`, value: String(value), pass, ...(pass ? {} : { off: `-${target - value}` }) };
}

const report = bundleReport(join(ROOT, 'web'), site.outDir);

function bundleRows(): Row[] {
  return report.routes.map((route) =>
    PUBLIC_ROUTES.has(route.route)
      ? atMost(`JS first load, ${route.route} (gzip)`, route.kb, BUDGET_KB, ' kB', 1)
      : { figure: `JS first load, ${route.route} (gzip)`, target: 'info', value: `${route.kb.toFixed(1)} kB` },
  );
}

async function signedInRows(): Promise<Row[]> {
  console.log('signed-in pages until their scripts are idle …');
  const routes = report.routes.filter((route) => route.signedIn).map((route) => route.route);
  const figures = await signedInScriptKb(baseUrl, site.outDir, routes);
  return figures.map(({ route, kb }) =>
    atMost(
      `${route} JS until idle, signed in (gzip)`,
      kb,
      EDITING_ROUTES.has(route) ? EDITING_IDLE_BUDGET_KB : SIGNED_IN_BUDGET_KB,
      ' kB',
      1,
    ),
  );
}

/** Gzip kB of the build's scripts a Lighthouse run downloaded (network-requests audit), lazy chunks included. */
function downloadedScriptKb(result: LighthouseResult): number {
  const requests = result.audits['network-requests']?.details?.items ?? [];
  const files = new Set(
    requests
      .filter((request) => request.resourceType === 'Script' && request.url.startsWith(baseUrl))
      .map((request) => new URL(request.url).pathname),
  );
  return [...files].reduce((sum, path) => sum + gzipSync(readFileSync(join(site.outDir, path))).length / 1000, 0);
}

/** A recipe page to measure: the first recipe the sitemap lists. */
async function someRecipePath(): Promise<string> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const loc = /<loc>[^<]*?(\/recipes\/[^<]+)<\/loc>/.exec(xml)?.[1];
  if (!loc) throw new Error(`${baseUrl}/sitemap.xml lists no recipe: is the demo data loaded?`);
  return loc;
}

interface LighthouseResult {
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { url: string; resourceType?: string }[] } }>;
  /** Lighthouse's measure of this machine's speed at the time (higher is faster). */
  environment: { benchmarkIndex: number };
}

// Lighthouse's simulated CPU times scale with the host's speed, and a small
// shared machine's speed varies from minute to minute: each page is measured
// this many times and the median run (Lighthouse's own pick, by FCP and TTI)
// is reported, as Lighthouse's documentation on variability advises.
const RUNS = Number(flagValue('--runs') ?? 3);

/**
 * One Lighthouse run of `url`, its reports saved as `name`. The run's artifacts
 * (trace included) are kept in `name.artifacts/`; `fromArtifacts` scores a
 * folder of artifacts instead of loading the page (Lighthouse's audit mode).
 */
function lighthouse(url: string, name: string, fromArtifacts?: string): Promise<LighthouseResult> {
  mkdirSync(REPORTS, { recursive: true });
  const outputPath = join(REPORTS, name);
  const args = [
    url,
    '--output=json',
    '--output=html',
    `--output-path=${outputPath}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    fromArtifacts ? `-A=${fromArtifacts}` : `-GA=${outputPath}.artifacts`,
    '--quiet',
  ];
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'lighthouse'), args, {
    cwd: ROOT,
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((done, fail) => {
    child.on('exit', (code) => {
      if (code !== 0) return fail(new Error(`lighthouse ${url} exited with ${code}`));
      done(JSON.parse(readFileSync(`${outputPath}.report.json`, 'utf8')) as LighthouseResult);
    });
  });
}

/**
 * The median run scored again with every main-thread task at its thread time
 * (scripts/lib/cpu-time-trace.ts): what the page's own work costs when it is
 * not waiting for a core on this machine.
 */
async function atCpuTime(url: string, name: string, run: number): Promise<LighthouseResult> {
  const artifacts = join(REPORTS, `${name}.cpu-time.artifacts`);
  cpSync(join(REPORTS, `${name}-run${run}.artifacts`), artifacts, { recursive: true });
  const tracePath = join(artifacts, 'trace.json');
  const trace = JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] };
  writeFileSync(tracePath, JSON.stringify({ ...trace, traceEvents: withTasksAtCpuTime(trace.traceEvents) }));
  return lighthouse(url, `${name}.cpu-time`, artifacts);
}

/**
 * When the browser itself showed the first content, unthrottled. Lighthouse's
 * FCP is simulated from the trace, and counts every request made before that
 * moment as one the paint waited for: on this machine, headless Chromium at
 * times shows a frame the page painted within 0.3 s only a second later, and
 * the simulated FCP then jumps by about 0.9 s (docs/performance.md).
 */
function observedFirstPaint(run: LighthouseResult): number {
  const [metrics] = (run.audits.metrics?.details?.items ?? []) as { observedFirstContentfulPaint?: number }[];
  return metrics?.observedFirstContentfulPaint ?? Number.NaN;
}

async function lighthouseRows(path: string, name: string): Promise<Row[]> {
  console.log(`lighthouse ${path} …`);
  // One request first: the Functions emulator starts a worker on a function's
  // first call (two seconds here), which a deployed site's warm instances and
  // CDN cache never make a visitor wait for.
  await fetch(`${baseUrl}${path}`);
  const runs: LighthouseResult[] = [];
  for (let run = 1; run <= RUNS; run += 1) runs.push(await lighthouse(`${baseUrl}${path}`, `${name}-run${run}`));
  const result = computeMedianRun(runs as never) as unknown as LighthouseResult;
  const median = runs.indexOf(result) + 1;
  for (const kind of ['json', 'html']) {
    copyFileSync(join(REPORTS, `${name}-run${median}.report.${kind}`), join(REPORTS, `${name}.report.${kind}`));
  }
  const speeds = runs.map((run) => Math.round(run.environment.benchmarkIndex)).join(', ');
  const paints = runs.map((run) => Math.round(observedFirstPaint(run))).join(', ');
  console.log(
    `  median of ${RUNS}: run ${median}; machine speed (benchmarkIndex) ${speeds}; first paint seen ${paints} ms`,
  );
  const score = (key: keyof LighthouseResult['categories'], of = result) =>
    Math.round((of.categories[key].score ?? 0) * 100);
  const metric = (id: string, of = result) => of.audits[id]?.numericValue ?? Number.NaN;
  const cpuTime = await atCpuTime(`${baseUrl}${path}`, name, median);
  return [
    { figure: `${path} Performance`, target: 'info', value: String(score('performance')) },
    atLeast(`${path} Accessibility`, score('accessibility'), 100),
    atLeast(`${path} Best Practices`, score('best-practices'), 100),
    atLeast(`${path} SEO`, score('seo'), 100),
    atMost(`${path} FCP`, metric('first-contentful-paint') / 1000, 1.5, ' s', 2),
    atMost(`${path} LCP`, metric('largest-contentful-paint') / 1000, 2.0, ' s', 2),
    atMost(`${path} CLS`, metric('cumulative-layout-shift'), 0.05, '', 3),
    { figure: `${path} TBT`, target: 'info', value: `${Math.round(metric('total-blocking-time'))} ms` },
    {
      figure: `${path} first paint seen in the trace`,
      target: 'info',
      value: `${Math.round(observedFirstPaint(result))} ms`,
    },
    atMost(`${path} JS until network idle (gzip)`, downloadedScriptKb(result), BUDGET_KB, ' kB', 1),
    {
      figure: `${path} at CPU time: Performance, TBT`,
      target: 'info',
      value: `${score('performance', cpuTime)}, ${Math.round(metric('total-blocking-time', cpuTime))} ms`,
    },
  ];
}

function printTable(rows: Row[]): void {
  const result = (row: Row) => (row.pass === undefined ? '' : row.pass ? 'pass' : `FAIL (${row.off ?? ''})`);
  const header = { figure: 'figure', target: 'target', value: 'value', result: 'result' };
  const lines = [header, ...rows.map((row) => ({ ...row, result: result(row) }))];
  const width = (key: keyof typeof header) => Math.max(...lines.map((line) => line[key].length));
  const format = (line: typeof header) =>
    `${line.figure.padEnd(width('figure'))}  ${line.target.padEnd(width('target'))}  ${line.value.padStart(width('value'))}  ${line.result}`;
  console.log(`\n${format(header)}\n${'-'.repeat(format(header).length + 8)}`);
  for (const line of lines.slice(1)) console.log(format(line));
  const failed = rows.filter((row) => row.pass === false).length;
  console.log(`\n${rows.filter((row) => row.pass).length} passed, ${failed} missed; reports in ${REPORTS}`);
}

const rows = [...bundleRows(), ...(await signedInRows())];
const recipePath = await someRecipePath();
// `--pages recipe,blog-post`: Lighthouse on those pages alone (by their report names), to measure one change quickly.
const onlyPages = flagValue('--pages')?.split(',');
for (const [path, name] of [
  ['/', 'home'],
  ['/allRecipes', 'all-recipes'],
  [recipePath, 'recipe'],
  ['/blog/1', 'blog-post'],
] as const) {
  if (!onlyPages || onlyPages.includes(name)) rows.push(...(await lighthouseRows(path, name)));
}
printTable(rows);

if (argv.includes('--scale')) {
  const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts;
  for (const name of ['bench:browse', 'bench:api'].filter((script) => script in scripts)) {
    console.log(`\n${name} (10,000 recipes against 100):`);
    await run(`npm run ${name} -- --running`);
  }
}
