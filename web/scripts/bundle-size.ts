// Prints the first-load JavaScript (gzip) of the build: what every page loads
// first, then each route with its own lazy chunks, public pages against the
// 150 kB budget and signed-in pages (with the Auth, reactfire and Firestore
// chunks they always fetch) against 300 kB. `--enforce` exits non-zero when a
// page is over its budget; `--dist <dir>` reads another build folder than web/dist.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGET_KB, bundleReport, PUBLIC_ROUTES, type RouteFigure, SIGNED_IN_BUDGET_KB } from './bundle-report';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const distFlag = process.argv.indexOf('--dist');
const dist = distFlag === -1 ? join(web, 'dist') : resolve(process.argv[distFlag + 1] ?? '');

const report = bundleReport(web, dist);
/** The page's budget: one for the public pages, one for the signed-in pages. */
const budgetOf = (route: RouteFigure) =>
  route.signedIn ? SIGNED_IN_BUDGET_KB : PUBLIC_ROUTES.has(route.route) ? BUDGET_KB : undefined;
const overBudget = report.routes.filter((route) => route.kb > (budgetOf(route) ?? Infinity));
const verdict = (route: RouteFigure) => {
  const budget = budgetOf(route);
  if (budget === undefined) return '';
  return route.kb > budget
    ? `over the ${budget} kB budget by ${(route.kb - budget).toFixed(1)} kB`
    : `within the ${budget} kB budget`;
};
const line = (label: string, kb: number, files: number, note = '') =>
  `  ${label.padEnd(16)} ${kb.toFixed(1).padStart(6)} kB gzip in ${String(files).padStart(2)} files${note ? `  ${note}` : ''}`;

console.log(
  "first-load JS per page (gzip; the entry script and its static imports, then the route's chunks; signed-in pages with Auth, reactfire and Firestore):",
);
console.log(line('every page', report.entry.kb, report.entry.files));
for (const route of report.routes) console.log(line(route.route, route.kb, route.files, verdict(route)));

if (process.argv.includes('--enforce') && overBudget.length > 0) {
  console.error(`Over their budget: ${overBudget.map((route) => route.route).join(', ')}.`);
  process.exit(1);
}
