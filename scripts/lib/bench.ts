// What the benchmarks share: they only talk to emulators on this machine, wait
// for the API to answer, and can run themselves inside emulators of their own.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { DEFAULT_VISIBILITY } from '@recipe-book/schema/visibility';
import { CUISINES } from '@recipe-book/schema/constants';
import { NEW_RECIPE_COUNTERS } from '@recipe-book/schema/recipe';
import { searchFields } from '@recipe-book/schema/recipe-foods';
import { firebase, run } from './firebase-cli';
import { recountRecipeTotals, setCountedRecipe } from './recipe-totals';

export const PROJECT_ID = 'demo-recipes';
export const HUB = process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400';

export function assertLoopback(url: string): void {
  const { hostname } = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(hostname)) {
    throw new Error(`The benchmark only talks to emulators on this machine, not ${hostname}`);
  }
}

export async function isUp(url: string, timeoutMs: number): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    return true;
  } catch {
    return false;
  }
}

/** The p-th percentile (nearest rank) of some samples. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/**
 * Builds the function and runs `npm run <script> -- --running` inside its own
 * emulators; refuses when emulators already run (their ports are taken).
 */
export async function withOwnEmulators(script: string, emulators: string): Promise<number> {
  if (await isUp(`http://${HUB}/emulators`, 2000)) {
    console.error(
      `Emulators are already running on this machine. Measure against them with \`npm run ${script} -- --running\`,\n` +
        'or stop them first.',
    );
    return 1;
  }
  if ((await run('npm run build -w functions')) !== 0) return 1;
  const args = process.argv.slice(2).join(' ');
  // The emulator environment keeps the Functions emulator to a few reused
  // workers (lib/emulator-env.ts): on two cores a load of 100 connections
  // would otherwise start a Node process for each and starve them all.
  return firebase(['emulators:exec', '--only', emulators, `npm run ${script} -- --running ${args}`.trim()]);
}

/**
 * A recipe's search fields, keeping only the tokens in `lookedUp` when given:
 * what a bench's queries look up. A query's billed reads depend on which
 * recipes match, not on their other tokens, and the emulator writes such lean
 * recipes many times faster (10,000 in about a minute instead of over ten).
 */
export function leanSearchFields(recipe: { title: string; ingredients: string[] }, lookedUp?: ReadonlySet<string>) {
  const { foods, searchTokens } = searchFields(recipe);
  return { foods, searchTokens: lookedUp ? searchTokens.filter((token) => lookedUp.has(token)) : searchTokens };
}

/**
 * Recipe number `index` of a benchmark set: a valid document (counters true,
 * as no like documents exist) created at `epochSeconds + index`, owned by one
 * of twenty `bench-…` users.
 */
export function benchRecipe(index: number, title: string, epochSeconds: number, lookedUp?: ReadonlySet<string>) {
  const createdAt = new Timestamp(epochSeconds + index, 0);
  const ingredients = ['flour', 'water', 'salt', 'yeast'];
  return {
    title,
    image: '/images/bench.webp',
    ingredients,
    instructions: ['Mix everything.', 'Let it rest for an hour.', 'Bake until golden.'],
    cuisine: CUISINES[index % CUISINES.length],
    prepTime: 5 + (index % 120),
    servings: 1 + (index % 8),
    cookTime: (index * 7) % 90,
    categories: [],
    visibility: DEFAULT_VISIBILITY,
    ...leanSearchFields({ title, ingredients }, lookedUp),
    ...NEW_RECIPE_COUNTERS,
    ownerUid: `bench-${index % 20}`,
    displayName: 'Bench Cook',
    createdAt,
    updatedAt: createdAt,
  };
}

/** Recipes a batch writes: each goes with its countedRecipes marker, two writes of a batch's 500. */
const RECIPES_PER_BATCH = 250;

/**
 * Writes bench recipes `from` up to `to` (ids `bench-<index>`), each with its
 * marker, then sets the kept recipe totals to a full count: the pages read
 * those, and the bench's own emulators may run no totals trigger.
 */
export async function addBenchRecipes(
  db: Firestore,
  range: { from: number; to: number },
  titleOf: (index: number) => string,
  epochSeconds: number,
  lookedUp?: ReadonlySet<string>,
): Promise<string[]> {
  const ids: string[] = [];
  for (let start = range.from; start < range.to; start += RECIPES_PER_BATCH) {
    const batch = db.batch();
    for (let index = start; index < Math.min(start + RECIPES_PER_BATCH, range.to); index++) {
      ids.push(`bench-${index}`);
      setCountedRecipe(batch, db, `bench-${index}`, benchRecipe(index, titleOf(index), epochSeconds, lookedUp));
    }
    await batch.commit();
  }
  await recountRecipeTotals(db);
  return ids;
}
