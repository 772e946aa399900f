// Prints the first-load JavaScript (gzip) of the build: what every page loads
// first, then each route with its own lazy chunks, against the 150 kB budget.
// `--enforce` exits non-zero when a page is over budget; `--dist <dir>` reads
// another build folder than web/dist.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGET_KB, bundleReport } from './bundle-report';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const distFlag = process.argv.indexOf('--dist');
const dist = distFlag === -1 ? join(web, 'dist') : resolve(process.argv[distFlag + 1] ?? '');

const report = bundleReport(web, dist);
const home = report.routes.find((route) => route.route === '/');
// The budget is the home page's: pages that read Firestore load its SDK (about 160 kB) by design.
const verdict = (kb: number) =>
  kb > BUDGET_KB
    ? `over the ${BUDGET_KB} kB budget by ${(kb - BUDGET_KB).toFixed(1)} kB`
    : `within the ${BUDGET_KB} kB budget`;
const line = (label: string, kb: number, files: number, note = '') =>
  `  ${label.padEnd(16)} ${kb.toFixed(1).padStart(6)} kB gzip in ${String(files).padStart(2)} files${note ? `  ${note}` : ''}`;

console.log("first-load JS per page (gzip; entry script, modulepreloads, static imports, then the route's chunks):");
console.log(line('every page', report.entry.kb, report.entry.files));
for (const route of report.routes) {
  console.log(line(route.route, route.kb, route.files, route === home ? verdict(route.kb) : ''));
}

if (process.argv.includes('--enforce') && (home?.kb ?? Infinity) > BUDGET_KB) {
  console.error(`The home page is over budget by ${((home?.kb ?? 0) - BUDGET_KB).toFixed(1)} kB.`);
  process.exit(1);
}
