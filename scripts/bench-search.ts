// `npm run bench:search`: the Firestore reads billed for one search and one
// "What can I cook?" at 100, 1,000 and 10,000 recipes, side by side, to show that
// their cost is flat whatever the number of recipes (issue 45: Firestore
// stays the engine, at flat cost). It runs the API's own code in this process
// (listRecipes, recipesToCook) against the Firestore emulator, on recipes
// with varied foods in their own project, `demo-bench-search`, and counts
// what every query returned as Firestore bills it (schema/src/billed-reads.ts).
// Also at 1,000: at 100 recipes fewer recipes match than a query's batch
// holds, so it reads less; from 1,000 on it reads its full batches. Exit code
// 1 when a query reads more at 10,000 than at 1,000, or passes its documented
// bound: a list page at most SCAN_BUDGET plus one batch
// (functions/src/recipes/list-recipes.ts), a pantry query at most
// PANTRY_CANDIDATES_MAX (schema/src/pantry-recipes.ts).
//
// By default it starts its own Firestore emulator (the shared ports must be
// free); `-- --running` uses one already running. `-- --sizes=100` measures fewer.
import { Query } from 'firebase-admin/firestore';
import { queryReads } from '@recipe-book/schema/billed-reads';
import { PAGE_SIZE } from '@recipe-book/schema/constants';
import { PANTRY_CANDIDATES_MAX, PANTRY_RESULTS } from '@recipe-book/schema/pantry-recipes';
import { RECIPES } from '@recipe-book/schema/paths';
import { foodToken, recipeSearch } from '@recipe-book/schema/search';
import { assertLoopback, benchRecipe, leanSearchFields, withOwnEmulators } from './lib/bench';

const BENCH_PROJECT = 'demo-bench-search';
const FIRESTORE_HOST = (process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080');
// The API's code reads through its own Admin app (functions/src/firebase.ts): point it at the bench's project.
process.env.GCLOUD_PROJECT = BENCH_PROJECT;
process.env.METADATA_SERVER_DETECTION ??= 'none';

const SIZES = (
  /^--sizes=(.+)$/.exec(process.argv.find((arg) => arg.startsWith('--sizes=')) ?? '')?.[1] ?? '100,1000,10000'
)
  .split(',')
  .map(Number);
const EPOCH_SECONDS = Date.UTC(2001, 0, 1) / 1000;
/** A list page's bound: the scan budget of a checked search, plus the batch that crosses it. */
const LIST_READS_MAX = 200 + 50 + 1;

// Each bench recipe has five of these foods, in a pattern that gives every search some results at 100 recipes.
const FOODS = [
  'chicken thighs',
  'ripe tomatoes',
  'garlic cloves',
  'onion',
  'fresh basil',
  'lemon',
  'basmati rice',
  'red lentils',
  'spinach',
  'chickpeas',
  'potatoes',
  'carrots',
  'ginger',
  'coriander',
  'mushrooms',
  'walnuts',
  'pine nuts',
  'parmesan',
  'eggs',
  'butter',
];
const ingredientsOf = (i: number) =>
  [0, 3, 7, 11, 13].map((step) => `200 g ${FOODS[(i + step * (1 + (i % 3))) % FOODS.length]}`);
/** A pantry of 40 foods (two groups of the candidate query): the bench's foods and twenty more. */
const PANTRY = [...FOODS.map((food) => food.replace(/s$/, '')), ...Array.from({ length: 20 }, (_, i) => `spice${i}x`)];

let reads = 0;
// Meter every query the API's code runs: what it returned, as billed.
const get = Query.prototype.get;
Query.prototype.get = async function metered(this: Query) {
  const snapshot = await get.call(this);
  reads += queryReads(snapshot.size);
  return snapshot;
} as typeof get;

async function measured(work: () => Promise<unknown>): Promise<number> {
  reads = 0;
  await work();
  return reads;
}

async function benchmark(): Promise<boolean> {
  assertLoopback(`http://${FIRESTORE_HOST}`);
  const { db } = await import('../functions/src/firebase');
  const { listRecipes } = await import('../functions/src/recipes/list-recipes');
  const { listSearch } = await import('../functions/src/recipes/list-search');
  const { recipesToCook } = await import('../functions/src/pantry/repository');
  const { normalFood } = await import('@recipe-book/schema/foods');
  const pantry = PANTRY.map((food) => normalFood(food) ?? food);

  const searches = [
    { label: 'search q=garlic', q: 'garlic', with: [] as string[], without: [] as string[] },
    { label: 'search q=creamy lentil', q: 'creamy lentil', with: [], without: [] },
    { label: 'search with=chicken,tomato', q: '', with: ['chicken', 'tomato'], without: [] },
    { label: 'search q=soup without=nut', q: 'soup', with: [], without: ['nut'] },
  ];
  // A recipe keeps only the search tokens these queries look up (lib/bench.ts `leanSearchFields`).
  const looked = new Set([
    ...searches.flatMap((search) => recipeSearch(search.q, search.with, search.without)?.token ?? []),
    ...pantry.map(foodToken),
  ]);
  const rows: { size: number; cells: number[] }[] = [];
  let written = 0;
  const started = Date.now();
  for (const size of SIZES) {
    const writer = db.bulkWriter();
    for (let i = written; i < size; i++) {
      const title = `${['Creamy', 'Spicy', 'Garden', 'Rustic'][i % 4]} ${['Soup', 'Curry', 'Stew', 'Salad', 'Pie'][Math.floor(i / 4) % 5]} No. ${i}`;
      const ingredients = ingredientsOf(i);
      void writer.set(db.collection(RECIPES).doc(`bench-${i}`), {
        ...benchRecipe(i, title, EPOCH_SECONDS),
        ingredients,
        ...leanSearchFields({ title, ingredients }, looked),
        likeCount: i % 13,
      });
    }
    await writer.close();
    console.log(
      `${size.toLocaleString('en-US')} recipes written after ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    written = size;
    const cells = [];
    for (const search of searches) {
      const filters = { search: listSearch(search.q, search.with, search.without) };
      cells.push(await measured(() => listRecipes({ filters, sort: '-createdAt', limit: PAGE_SIZE })));
    }
    cells.push(await measured(() => recipesToCook(pantry, PANTRY_RESULTS.default)));
    rows.push({ size, cells });
    console.log(`${size.toLocaleString('en-US')} recipes measured`);
  }

  const labels = [...searches.map((search) => search.label), `What can I cook? (${pantry.length} foods)`];
  const bounds = [...searches.map(() => LIST_READS_MAX), PANTRY_CANDIDATES_MAX];
  console.log(
    `\nbilled reads${''.padEnd(28)}${rows.map((row) => `${row.size.toLocaleString('en-US')} recipes`.padEnd(16)).join('')}bound`,
  );
  labels.forEach((label, i) =>
    console.log(`  ${label.padEnd(38)}${rows.map((row) => String(row.cells[i]).padEnd(16)).join('')}${bounds[i]}`),
  );
  const within = rows.every((row) => row.cells.every((cell, i) => cell <= (bounds[i] ?? 0)));
  // At 100 recipes fewer match than a batch holds; from 1,000 on each query reads its full batches.
  const [larger, largest] = rows.slice(-2);
  const flat = !larger || !largest || larger.cells.every((cell, i) => cell === largest.cells[i]);
  console.log(within ? '\nEvery query stays within its bound.' : '\nA query read more than its bound.');
  console.log(flat ? 'The two largest sizes read the same.' : 'A query read more at the largest size.');
  await db.recursiveDelete(db.collection(RECIPES));
  return within && flat;
}

if (process.argv.includes('--running')) {
  process.exitCode = (await benchmark()) ? 0 : 1;
} else {
  process.exitCode = await withOwnEmulators('bench:search', 'firestore');
}
