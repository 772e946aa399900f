// `npm run bench:api`: p50/p95 latency of three REST reads with 100 and with
// 10,000 recipes in the emulator, side by side, to show that their cost does
// not grow with the collection.
//
// By default it builds the function and starts its own emulators (Firestore and
// Functions) around itself, as `npm test` does; that needs the shared ports to
// be free. `npm run bench:api -- --running` measures against emulators that are
// already running instead (only when nobody else is testing: for a minute the
// database holds 10,000 extra recipes, and while they are deleted Firestore
// triggers are paused for everyone).
//
// Bench recipes are identifiable (ownerUid `bench-…`, createdAt in 2001, so they
// sort after real data) and are deleted at the end, and at the start of the
// next run should a run be interrupted. Loopback hosts only.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { RECIPES } from '@recipe-book/schema/paths';
import { recountRecipeTotals } from './lib/recipe-totals';
import { addBenchRecipes, assertLoopback, HUB, isUp, percentile, PROJECT_ID, withOwnEmulators } from './lib/bench';

const API = process.env.API_BASE_URL ?? `http://127.0.0.1:5001/${PROJECT_ID}/us-central1/api`;
const FIRESTORE_HOST = (process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080');
// Emulators need no Google credentials: skip the metadata-server probe (and its warning).
process.env.METADATA_SERVER_DETECTION ??= 'none';

const SIZES = [100, 10_000] as const;
const WARM_UP = 5;
const SAMPLES = 60;
const OWNER_PREFIX = 'bench-';
const BATCH_SIZE = 500;
const BENCH_EPOCH_SECONDS = Date.UTC(2001, 0, 1) / 1000;

interface Endpoint {
  label: string;
  path: (sample: number, ids: readonly string[]) => string;
}

const ENDPOINTS: Endpoint[] = [
  { label: 'GET /recipes/top/top-liked', path: () => '/recipes/top/top-liked' },
  { label: 'GET /recipes?limit=12', path: () => '/recipes?limit=12' },
  { label: 'GET /recipes/{id}', path: (sample, ids) => `/recipes/${ids[(sample * 7919) % ids.length]}` },
];

type Percentiles = { p50: number; p95: number };

const benchTitle = (index: number) => `Bench Recipe ${index}`;

async function pauseTriggers(paused: boolean): Promise<void> {
  const action = paused ? 'disableBackgroundTriggers' : 'enableBackgroundTriggers';
  await fetch(`http://${HUB}/functions/${action}`, { method: 'PUT' }).catch(() => undefined);
}

/**
 * Deletes every bench recipe. Triggers are paused meanwhile: 10,000 delete
 * events would otherwise start dozens of function processes for minutes, only
 * to find nothing to cascade (bench recipes have no likes or wishlist entries).
 */
async function deleteBenchRecipes(db: Firestore): Promise<number> {
  const bench = db
    .collection(RECIPES)
    .where('ownerUid', '>=', OWNER_PREFIX)
    .where('ownerUid', '<', `${OWNER_PREFIX}\uf8ff`);
  const { count } = (await bench.count().get()).data();
  if (count === 0) return 0;
  await pauseTriggers(true);
  try {
    for (let round = 0; round < Math.ceil(count / BATCH_SIZE) + 1; round++) {
      const snapshot = await bench.select().limit(BATCH_SIZE).get();
      if (snapshot.empty) break;
      const batch = db.batch();
      for (const doc of snapshot.docs) batch.delete(doc.ref);
      await batch.commit();
    }
    // Let the emulator deliver (and drop) the delete events before triggers resume.
    await new Promise((resolve) => setTimeout(resolve, 2000));
  } finally {
    await pauseTriggers(false);
  }
  // The totals trigger missed the deletes: count the recipes that are left.
  await recountRecipeTotals(db);
  return count;
}

async function timeRequest(path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${API}${path}`);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  return performance.now() - started;
}

function percentiles(samples: number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

async function measure(endpoint: Endpoint, ids: readonly string[]): Promise<Percentiles> {
  for (let sample = 0; sample < WARM_UP; sample++) await timeRequest(endpoint.path(sample, ids));
  const samples: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample++) samples.push(await timeRequest(endpoint.path(sample, ids)));
  return percentiles(samples);
}

function printTable(results: Map<string, Percentiles[]>): void {
  const cell = ({ p50, p95 }: Percentiles) => `${p50.toFixed(1)} / ${p95.toFixed(1)} ms`.padEnd(24);
  const sizes = SIZES.map((size) => `${size.toLocaleString('en-US')} recipes, p50 / p95`.padEnd(24));
  console.log(`\n${'endpoint'.padEnd(28)}${sizes.join('')}`);
  for (const [label, columns] of results) console.log(`${label.padEnd(28)}${columns.map(cell).join('')}`);
  console.log(
    `\n${SAMPLES} sequential requests per cell after ${WARM_UP} warm-up requests.\n` +
      'Each request reads a bounded number of documents whatever the collection size: top-liked at most 24,\n' +
      'the list limit + 1, one recipe 1. The Firestore emulator answers queries by scanning its in-memory\n' +
      'documents, so query latency grows with the collection here; production Firestore serves the same\n' +
      'queries from the indexes in firestore.indexes.json, where the cost follows the page size.\n',
  );
}

async function benchmark(): Promise<void> {
  assertLoopback(API);
  assertLoopback(`http://${FIRESTORE_HOST}`);
  // A cold function process can take many seconds to answer its first request.
  if (!(await isUp(`${API}/openapi.json`, 60_000))) {
    throw new Error(`No API answers at ${API}: start the emulators (with functions/lib built) first.`);
  }
  const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, 'bench-api'));
  const leftovers = await deleteBenchRecipes(db);
  if (leftovers) console.log(`[bench] removed ${leftovers} bench recipes left by an earlier run`);

  const results = new Map<string, Percentiles[]>(ENDPOINTS.map((endpoint) => [endpoint.label, []]));
  const ids: string[] = [];
  try {
    for (const size of SIZES) {
      const started = performance.now();
      ids.push(...(await addBenchRecipes(db, { from: ids.length, to: size }, benchTitle, BENCH_EPOCH_SECONDS)));
      console.log(`[bench] ${size} bench recipes stored (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      for (const endpoint of ENDPOINTS) results.get(endpoint.label)?.push(await measure(endpoint, ids));
    }
  } finally {
    console.log(`[bench] deleted ${await deleteBenchRecipes(db)} bench recipes`);
  }
  printTable(results);
}

if (process.argv.includes('--running')) {
  await benchmark().catch((error: unknown) => {
    console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
} else {
  process.exitCode = await withOwnEmulators('bench:api', 'firestore,functions');
}
