// `npm run bench:load`: the REST function and the Firestore emulator under
// load from signed-in users, with autocannon. 50 Auth-emulator users the bench
// makes itself share 100 connections for 30 s:
//
//   - 80 connections call the REST API, each repeating: a list page with a
//     filter or sort, a recipe, the top-liked list, a like, another list page,
//     another recipe, the unlike of that like, a review of that recipe (new,
//     or replacing the user's earlier one with new stars) and its page of reviews;
//   - 20 connections (one user each) add a recipe to their wishlist and remove
//     it again, the way the web app does (the REST API has no wishlist route):
//     a Firestore commit over the emulator's REST API with the user's ID
//     token, so the security rules judge it, the entry and `wishlistCount`
//     moving together.
//
// It prints requests per second, p50/p95/p99 latency and non-2xx answers by
// status, per operation and in total (429 = a per-account rate limit of the
// API), then checks that every recipe it touched has `likeCount` equal to its
// like documents, `wishlistCount` to its wishlist entries, and `ratingCount`
// and `ratingSum` to its reviews and their stars. Exit code 1 on
// any 5xx, connection error or counter mismatch.
//
// It uses only its own users and recipes and deletes them at the end, so it may
// run against emulators in use: `npm run bench:load -- --running`. Without
// `--running` it builds the function and starts its own emulators (the
// standard ports must be free). `--duration <s>` and `--connections <n>`
// shorten a run while working on it.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldPath, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { CUISINES } from '@recipe-book/schema/constants';
import { RECIPES, recipePath, USERS, wishlistPath } from '@recipe-book/schema/paths';
import { NEW_RECIPE_COUNTERS } from '@recipe-book/schema/recipe';
import { searchFields } from '@recipe-book/schema/recipe-foods';
import { assertLoopback, isUp, percentile, PROJECT_ID, withOwnEmulators } from './lib/bench';
import { checkCounters } from './lib/data-check';

const API = process.env.API_BASE_URL ?? `http://127.0.0.1:5001/${PROJECT_ID}/us-central1/api`;
const FIRESTORE_HOST = (process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080');
const AUTH_HOST = (process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099');
// Emulators need no Google credentials: skip the metadata-server probe (and its warning).
process.env.METADATA_SERVER_DETECTION ??= 'none';

const { values: args } = parseArgs({
  options: {
    running: { type: 'boolean', default: false },
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '100' },
    users: { type: 'string', default: '50' },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const USER_COUNT = Number(args.users);
/** A fifth of the connections write wishlists, one user each; the rest call the API. */
const WISHLIST_CONNECTIONS = Math.min(USER_COUNT, Math.max(1, Math.round(CONNECTIONS / 5)));
const API_CONNECTIONS = CONNECTIONS - WISHLIST_CONNECTIONS;
const RECIPE_COUNT = 20;
const RUN_ID = Math.random().toString(36).slice(2, 8);

interface BenchUser {
  uid: string;
  idToken: string;
}

type Method = 'GET' | 'PATCH' | 'DELETE' | 'POST' | 'PUT';

/** One kind of request in a connection's cycle. */
interface Operation {
  label: string;
  method: Method;
  /** The path (after the target's base path) and body, from the connection's user and the cycle's recipe. */
  build: (user: BenchUser, recipeId: string) => { path: string; body?: string };
}

interface Target {
  label: string;
  base: string;
  connections: number;
  operations: Operation[];
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

// ---- the mix -------------------------------------------------------------

const LIST_QUERIES = [
  () => `/recipes?limit=12&cuisine=${pick(CUISINES)}`,
  () => '/recipes?limit=12&sort=prepTime',
  () => `/recipes?limit=12&cuisine=${pick(CUISINES)}&sort=-prepTime`,
  () => `/recipes?q=${pick(['soup', 'chicken', 'cake', 'bench'])}`,
];

const list: Operation = {
  label: 'GET /recipes (filters)',
  method: 'GET',
  build: () => ({ path: pick(LIST_QUERIES)() }),
};
const detail: Operation = { label: 'GET /recipes/{id}', method: 'GET', build: (_, id) => ({ path: `/recipes/${id}` }) };
const topLiked: Operation = {
  label: 'GET top-liked',
  method: 'GET',
  build: () => ({ path: '/recipes/top/top-liked' }),
};
const like: Operation = {
  label: 'PATCH like',
  method: 'PATCH',
  build: (_, id) => ({ path: `/recipes/details/${id}` }),
};
const unlike: Operation = {
  label: 'DELETE like',
  method: 'DELETE',
  build: (_, id) => ({ path: `/recipes/details/${id}/like` }),
};

const review: Operation = {
  label: 'PUT review',
  method: 'PUT',
  build: (_, id) => ({
    path: `/recipes/${id}/reviews/me`,
    body: JSON.stringify({ rating: 1 + Math.floor(Math.random() * 5), text: 'Made it under load. Still good.' }),
  }),
};
const reviews: Operation = {
  label: 'GET reviews',
  method: 'GET',
  build: (_, id) => ({ path: `/recipes/${id}/reviews` }),
};

const DOCUMENTS = `projects/${PROJECT_ID}/databases/(default)/documents`;
const wishlistCounter = (recipeId: string, step: number) => ({
  transform: {
    document: `${DOCUMENTS}/${recipePath(recipeId)}`,
    fieldTransforms: [{ fieldPath: 'wishlistCount', increment: { integerValue: String(step) } }],
  },
  currentDocument: { exists: true },
});
// The web app's addToWishlist: the entry (createdAt = request time) and wishlistCount + 1 in one batch.
const wishlistAdd: Operation = {
  label: 'wishlist add (Firestore)',
  method: 'POST',
  build: (user, id) => ({
    path: ':commit',
    body: JSON.stringify({
      writes: [
        {
          update: { name: `${DOCUMENTS}/${wishlistPath(user.uid, id)}`, fields: { recipeId: { stringValue: id } } },
          updateTransforms: [{ fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' }],
        },
        wishlistCounter(id, 1),
      ],
    }),
  }),
};
// The web app's removeFromWishlist: the entry goes and wishlistCount - 1.
const wishlistRemove: Operation = {
  label: 'wishlist remove (Firestore)',
  method: 'POST',
  build: (user, id) => ({
    path: ':commit',
    body: JSON.stringify({
      writes: [{ delete: `${DOCUMENTS}/${wishlistPath(user.uid, id)}` }, wishlistCounter(id, -1)],
    }),
  }),
};

// ---- set-up and clean-up -------------------------------------------------

async function signUp(index: number): Promise<BenchUser> {
  const response = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-load-${RUN_ID}-${index}@example.com`,
      password: 'Bench-pass-1',
      displayName: `Bench Cook ${index}`,
      returnSecureToken: true,
    }),
  });
  if (!response.ok) throw new Error(`Auth emulator signUp: ${response.status} ${await response.text()}`);
  const { localId, idToken } = (await response.json()) as { localId: string; idToken: string };
  return { uid: localId, idToken };
}

const BENCH_LOAD_INGREDIENTS = ['Water', 'Salt'];

/** The bench's recipes, all by `author`, who takes no part in the load (an author may not review their own recipe). */
async function createRecipes(db: Firestore, author: BenchUser): Promise<string[]> {
  const batch = db.batch();
  const ids = Array.from({ length: RECIPE_COUNT }, (_, index) => {
    const ref = db.collection(RECIPES).doc(`bench-load-${RUN_ID}-${index}`);
    const title = `Bench Load Soup ${index}`;
    const now = Timestamp.now();
    batch.create(ref, {
      title,
      image: '/images/bench.webp',
      ingredients: BENCH_LOAD_INGREDIENTS,
      instructions: ['Boil the water.', 'Add the salt.'],
      cuisine: CUISINES[index % CUISINES.length],
      prepTime: 10 + index,
      servings: 4,
      cookTime: 15,
      categories: [],
      ...searchFields({ title, ingredients: BENCH_LOAD_INGREDIENTS }),
      ...NEW_RECIPE_COUNTERS,
      ownerUid: author.uid,
      displayName: 'Bench Cook',
      createdAt: now,
      updatedAt: now,
    });
    return ref.id;
  });
  await batch.commit();
  return ids;
}

/** Deletes the bench's recipes (with their likes and reviews), its users' wishlists and rate-limit counters, and its users. */
async function cleanUp(db: Firestore, recipeIds: readonly string[], users: readonly BenchUser[]): Promise<void> {
  await Promise.all(recipeIds.map((id) => db.recursiveDelete(db.collection(RECIPES).doc(id))));
  await Promise.all(users.map((user) => db.recursiveDelete(db.collection(USERS).doc(user.uid))));
  for (const user of users) {
    const counters = await db
      .collection('rateLimits')
      .orderBy(FieldPath.documentId())
      .startAt(`${user.uid}_`)
      .endAt(`${user.uid}_\uf8ff`)
      .get();
    await Promise.all(counters.docs.map((doc) => doc.ref.delete()));
  }
  if (users.length > 0) await getAuth().deleteUsers(users.map((user) => user.uid));
}

// ---- the load --------------------------------------------------------------

interface OperationStats {
  label: string;
  latencies: number[];
  statuses: Map<number, number>;
}

interface TargetResult {
  target: Target;
  operations: OperationStats[];
  errors: number;
  timeouts: number;
}

/**
 * The Functions emulator runs each request in flight in a Node process of its
 * own and starts those on demand (seconds each on a small machine): open the
 * connections in steps, unmeasured, so the measured run finds them started.
 */
async function warmUp(apiBase: string): Promise<void> {
  for (let connections = Math.min(8, API_CONNECTIONS); ; connections = Math.min(connections * 2, API_CONNECTIONS)) {
    const result = await autocannon({ url: `${apiBase}/recipes/top/top-liked`, connections, duration: 5, timeout: 30 });
    console.log(
      `[bench] warm-up with ${connections} connections: ${result.requests.total} answers, ${result.timeouts} timeouts`,
    );
    if (connections >= API_CONNECTIONS) return;
  }
}

/** Runs one autocannon instance; each connection gets a user and records its answers per operation. */
function load(target: Target, users: readonly BenchUser[], recipeIds: readonly string[]): Promise<TargetResult> {
  const base = new URL(target.base);
  const stats: OperationStats[] = target.operations.map((operation) => ({
    label: operation.label,
    latencies: [],
    statuses: new Map(),
  }));
  let nextUser = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base.origin,
        connections: target.connections,
        duration: DURATION,
        timeout: 30,
        setupClient: (client) => {
          const user = users[nextUser++ % users.length] as BenchUser;
          // One recipe per cycle: the unlike (or removal) undoes the like (or addition) of the same cycle.
          const requests = target.operations.map((operation, index): autocannon.Request => ({
            method: operation.method,
            setupRequest: (request, context: { recipeId?: string }) => {
              if (index === 0) context.recipeId = pick(recipeIds);
              const { path, body } = operation.build(user, context.recipeId ?? pick(recipeIds));
              return {
                ...request,
                path: `${base.pathname}${path}`,
                headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
                ...(body === undefined ? {} : { body }),
              };
            },
          }));
          client.setRequests(requests);
          // One request at a time per connection, so answers arrive in the order of the cycle.
          let answered = 0;
          client.on('response', (status, _bytes, responseTime) => {
            const operation = stats[answered++ % stats.length] as OperationStats;
            operation.latencies.push(responseTime);
            operation.statuses.set(status, (operation.statuses.get(status) ?? 0) + 1);
          });
        },
      },
      (error, result) => {
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve({ target, operations: stats, errors: result.errors, timeouts: result.timeouts });
      },
    );
    process.once('SIGINT', () => instance.stop());
  });
}

// ---- the report ------------------------------------------------------------

function row(label: string, latencies: number[], statuses: Map<number, number>): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (p: number) => (sorted.length > 0 ? percentile(sorted, p).toFixed(0) : '-').padStart(6);
  const non2xx = [...statuses]
    .filter(([status]) => status < 200 || status >= 300)
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`);
  return (
    `${label.padEnd(30)}${String(sorted.length).padStart(8)}${(sorted.length / DURATION).toFixed(1).padStart(9)}` +
    `${ms(50)}${ms(95)}${ms(99)}   ${non2xx.join(', ') || 'none'}`
  );
}

function merge(operations: OperationStats[]): { latencies: number[]; statuses: Map<number, number> } {
  const statuses = new Map<number, number>();
  for (const operation of operations) {
    for (const [status, count] of operation.statuses) statuses.set(status, (statuses.get(status) ?? 0) + count);
  }
  return { latencies: operations.flatMap((operation) => operation.latencies), statuses };
}

function printReport(results: TargetResult[]): { fiveHundreds: number; connectionErrors: number } {
  console.log(
    `\n${USER_COUNT} users, ${CONNECTIONS} connections (${API_CONNECTIONS} REST API, ${WISHLIST_CONNECTIONS} Firestore), ${DURATION} s\n`,
  );
  console.log(
    `${'operation'.padEnd(30)}${'requests'.padStart(8)}${'req/s'.padStart(9)}${'p50'.padStart(6)}${'p95'.padStart(6)}${'p99'.padStart(6)}   non-2xx by status (ms for p50–p99)`,
  );
  for (const result of results) {
    for (const operation of result.operations)
      console.log(row(operation.label, operation.latencies, operation.statuses));
    const total = merge(result.operations);
    console.log(row(`= ${result.target.label}`, total.latencies, total.statuses));
    console.log(`  connection errors ${result.errors}, of which timeouts ${result.timeouts}`);
  }
  const all = merge(results.flatMap((result) => result.operations));
  console.log(row('= all', all.latencies, all.statuses));
  const fiveHundreds = [...all.statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
  return { fiveHundreds, connectionErrors: results.reduce((sum, result) => sum + result.errors, 0) };
}

async function benchmark(): Promise<number> {
  assertLoopback(API);
  assertLoopback(`http://${FIRESTORE_HOST}`);
  assertLoopback(`http://${AUTH_HOST}`);
  if (!(await isUp(`${API}/openapi.json`, 60_000))) {
    throw new Error(`No API answers at ${API}: start the emulators (with functions/lib built) first.`);
  }
  initializeApp({ projectId: PROJECT_ID });
  const db = getFirestore();
  const users: BenchUser[] = [];
  const recipeIds: string[] = [];
  try {
    for (let index = 0; index <= USER_COUNT; index++) users.push(await signUp(index));
    const [author, ...loadUsers] = users as [BenchUser, ...BenchUser[]];
    recipeIds.push(...(await createRecipes(db, author)));
    await warmUp(API);
    console.log(
      `[bench] ${users.length} users and ${recipeIds.length} recipes made (run ${RUN_ID}); loading for ${DURATION} s`,
    );
    const results = await Promise.all([
      load(
        {
          label: 'REST API',
          base: API,
          connections: API_CONNECTIONS,
          operations: [list, detail, topLiked, like, list, detail, unlike, review, reviews],
        },
        loadUsers,
        recipeIds,
      ),
      load(
        {
          label: 'Firestore (wishlist)',
          base: `http://${FIRESTORE_HOST}/v1/${DOCUMENTS}`,
          connections: WISHLIST_CONNECTIONS,
          operations: [wishlistAdd, wishlistRemove],
        },
        loadUsers.slice(0, WISHLIST_CONNECTIONS),
        recipeIds,
      ),
    ]);
    const { fiveHundreds, connectionErrors } = printReport(results);

    const counters = await settledCounters(db, recipeIds);
    const wrong = counters.filter((check) => !check.ok);
    const likes = counters.reduce((sum, check) => sum + check.actual.likeCount, 0);
    const entries = counters.reduce((sum, check) => sum + check.actual.wishlistCount, 0);
    const reviewCount = counters.reduce((sum, check) => sum + check.actual.ratingCount, 0);
    console.log(
      `\nCounters of the ${counters.length} recipes touched: ${counters.length - wrong.length} match their documents, ` +
        `${wrong.length} do not (${likes} likes, ${entries} wishlist entries and ${reviewCount} reviews left at the end).`,
    );
    for (const check of wrong) {
      console.log(
        `  ${check.recipeId}: stored ${JSON.stringify(check.stored)}, documents ${JSON.stringify(check.actual)}`,
      );
    }
    console.log(`5xx answers: ${fiveHundreds}; connection errors: ${connectionErrors}`);
    return fiveHundreds === 0 && connectionErrors === 0 && wrong.length === 0 ? 0 : 1;
  } finally {
    await cleanUp(db, recipeIds, users);
    console.log('[bench] its users, recipes, likes, reviews, wishlist entries and rate-limit counters are deleted');
  }
}

/**
 * The counters once the load is over. autocannon stops at the deadline with
 * requests still in flight, which the function and Firestore go on to finish,
 * and the three reads of a check are not one snapshot: a check taken then can
 * see a like document whose counter update has not committed yet. A broken
 * invariant stays broken, so read again until every recipe matches or
 * SETTLE_MS has passed, and say how long that took.
 */
const SETTLE_MS = 30_000;
async function settledCounters(db: Firestore, recipeIds: readonly string[]) {
  const started = Date.now();
  for (;;) {
    const counters = await checkCounters(db, recipeIds);
    const settled = counters.every((check) => check.ok);
    if (settled || Date.now() - started > SETTLE_MS) {
      console.log(`[bench] counters read ${((Date.now() - started) / 1000).toFixed(1)} s after the load ended`);
      return counters;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

if (args.running) {
  process.exitCode = await benchmark().catch((error: unknown) => {
    console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  });
} else {
  process.exitCode = await withOwnEmulators('bench:load', 'auth,firestore,functions');
}
