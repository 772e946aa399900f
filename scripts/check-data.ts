// `npm run check:data [-- --fix] [-- --project <id>]`: audits the counters,
// orphans and schema of every recipe (scripts/lib/data-check.ts) and prints
// each problem and a summary. Exits 1 while a problem remains.
//
// Where: a `demo-*` project (demo-recipes by default) is always the Firestore
// emulator, at FIRESTORE_EMULATOR_HOST or 127.0.0.1:8080. Any other project id
// is the real Cloud Firestore of that project, with the Admin SDK's usual
// credentials (Application Default Credentials: `gcloud auth
// application-default login`, or GOOGLE_APPLICATION_CREDENTIALS naming a
// service-account key), unless FIRESTORE_EMULATOR_HOST is set.
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { checkData, type Problem } from './lib/data-check';

const EMULATOR_HOST = '127.0.0.1:8080';

const { values } = parseArgs({
  options: {
    fix: { type: 'boolean', default: false },
    project: { type: 'string', default: process.env.GCLOUD_PROJECT ?? 'demo-recipes' },
    'batch-size': { type: 'string', default: '200' },
  },
});
const projectId = values.project;
const batchSize = Number(values['batch-size']);
if (!Number.isInteger(batchSize) || batchSize < 1) {
  console.error('--batch-size must be a whole number of at least 1');
  process.exit(2);
}

// The emulator needs no credentials: skip the metadata-server probe (and its warning).
if (projectId.startsWith('demo-')) {
  process.env.FIRESTORE_EMULATOR_HOST ??= EMULATOR_HOST;
  process.env.METADATA_SERVER_DETECTION ??= 'none';
}
const where = process.env.FIRESTORE_EMULATOR_HOST
  ? `the Firestore emulator at ${process.env.FIRESTORE_EMULATOR_HOST}`
  : 'Cloud Firestore (Application Default Credentials)';
console.log(`[check:data] project ${projectId}, ${where}${values.fix ? ', fixing' : ''}`);

const describe = ({ kind, path, message, fixed }: Problem) =>
  `  ${fixed ? 'fixed ' : 'found '} ${kind.padEnd(18)} ${path}: ${message}`;

const app = initializeApp({ projectId }, 'check-data');
try {
  // The Admin SDK would retry for minutes against an emulator that is not there.
  if (process.env.FIRESTORE_EMULATOR_HOST) {
    await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/`, { signal: AbortSignal.timeout(5000) }).catch(() => {
      throw new Error(
        `no Firestore emulator answers at ${process.env.FIRESTORE_EMULATOR_HOST}: start it (npm start or npm run emulators)`,
      );
    });
  }
  const report = await checkData(getFirestore(app), {
    fix: values.fix,
    batchSize,
    onProblem: (problem) => console.log(describe(problem)),
  });
  const open = report.problems.filter((problem) => !problem.fixed);
  console.log(
    `[check:data] ${report.recipes} recipes, ${report.likes} likes, ${report.wishlistEntries} wishlist entries: ` +
      `${report.problems.length} problems, ${report.problems.length - open.length} fixed, ${open.length} open`,
  );
  if (open.length > 0 && !values.fix && open.some((problem) => problem.kind !== 'schema')) {
    console.log('[check:data] run again with --fix to repair counters, orphans and derived fields');
  }
  if (open.some((problem) => problem.kind === 'schema')) {
    console.log('[check:data] schema problems need a person: edit or delete those recipes');
  }
  process.exitCode = open.length > 0 ? 1 : 0;
} catch (error) {
  console.error(`[check:data] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await deleteApp(app);
}
