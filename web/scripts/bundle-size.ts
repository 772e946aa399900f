// Prints the first-load JavaScript (gzip) of the build: what every page loads
// first, then each route with its own lazy chunks, public pages against the
// 150 kB budget. `--enforce` exits non-zero when a public page is over it; `--dist <dir>` reads
// another build folder than web/dist.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGET_KB, bundleReport, PUBLIC_ROUTES, type RouteFigure } from './bundle-report';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const distFlag = process.argv.indexOf('--dist');
const dist = distFlag === -1 ? join(web, 'dist') : resolve(process.argv[distFlag + 1] ?? '');

const report = bundleReport(web, dist);
const overBudget = report.routes.filter((route) => PUBLIC_ROUTES.has(route.route) && route.kb > BUDGET_KB);
const verdict = (route: RouteFigure) =>
  !PUBLIC_ROUTES.has(route.route)
    ? ''
    : route.kb > BUDGET_KB
      ? `over the ${BUDGET_KB} kB budget by ${(route.kb - BUDGET_KB).toFixed(1)} kB`
      : `within the ${BUDGET_KB} kB budget`;
const line = (label: string, kb: number, files: number, note = '') =>
  `  ${label.padEnd(16)} ${kb.toFixed(1).padStart(6)} kB gzip in ${String(files).padStart(2)} files${note ? `  ${note}` : ''}`;

console.log("first-load JS per page (gzip; the entry script and its static imports, then the route's chunks):");
console.log(line('every page', report.entry.kb, report.entry.files));
for (const route of report.routes) console.log(line(route.route, route.kb, route.files, verdict(route)));

if (process.argv.includes('--enforce') && overBudget.length > 0) {
  console.error(`Over the ${BUDGET_KB} kB budget: ${overBudget.map((route) => route.route).join(', ')}.`);
  process.exit(1);
}
