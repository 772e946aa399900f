// `npm run check:data [-- --fix] [-- --project <id>]`: audits the counters,
// orphans and schema of every recipe (and the recipes each collection names) (scripts/lib/data-check.ts) and prints
// each problem and a summary. Exits 1 while a problem remains. Which database:
// see scripts/lib/firestore-target.ts (the emulator for demo-* projects).
import { parseArgs } from 'node:util';
import { checkData, type Problem } from './lib/data-check';
import { DEFAULT_PROJECT, withFirestore } from './lib/firestore-target';

const { values } = parseArgs({
  options: {
    fix: { type: 'boolean', default: false },
    project: { type: 'string', default: DEFAULT_PROJECT },
    'batch-size': { type: 'string', default: '200' },
  },
});
const batchSize = Number(values['batch-size']);
if (!Number.isInteger(batchSize) || batchSize < 1) {
  console.error('--batch-size must be a whole number of at least 1');
  process.exit(2);
}

const describe = ({ kind, path, message, fixed }: Problem) =>
  `  ${fixed ? 'fixed ' : 'found '} ${kind.padEnd(18)} ${path}: ${message}`;

await withFirestore(
  'check:data',
  values.project,
  async (db) => {
    const report = await checkData(db, {
      fix: values.fix,
      batchSize,
      onProblem: (problem) => console.log(describe(problem)),
    });
    const open = report.problems.filter((problem) => !problem.fixed);
    console.log(
      `[check:data] ${report.recipes} recipes, ${report.likes} likes, ${report.reviews} reviews, ` +
        `${report.wishlistEntries} wishlist entries, ${report.collections} collections: ` +
        `${report.problems.length} problems, ${report.problems.length - open.length} fixed, ${open.length} open`,
    );
    const reportedOnly: Problem['kind'][] = ['schema', 'unmigrated'];
    if (!values.fix && open.some((problem) => !reportedOnly.includes(problem.kind))) {
      console.log('[check:data] run again with --fix to repair counters, orphans and derived fields');
    }
    if (open.some((problem) => problem.kind === 'unmigrated')) {
      console.log('[check:data] recipes lack fields of newer versions: run npm run migrate to add them');
    }
    if (open.some((problem) => problem.kind === 'schema')) {
      console.log('[check:data] schema problems need a person: edit or delete those recipes');
    }
    process.exitCode = open.length > 0 ? 1 : 0;
  },
  values.fix ? ', fixing' : '',
);
