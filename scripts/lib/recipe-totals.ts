// The kept recipe totals (schema/src/kept-totals.ts) against a full count, on
// the admin side: the seed and the benchmarks write each recipe with its
// `countedRecipes` marker and then set the totals once; `check:data` reports
// each kept value that differs from the count, and `--fix` and `npm run
// migrate` rewrite them (recountRecipeTotals).
//
// The count reads every recipe and marker at one moment and writes what
// differs afterwards, outside a transaction: a recipe written between the two
// may leave a total one off. Run it while the data is quiet (the seed, right
// after a deploy) and check:data again to see it hold.
import { FieldPath, type DocumentReference, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { CUISINES } from '@recipe-book/schema/constants';
import { cookTotalsOf } from '@recipe-book/schema/cook-profile';
import {
  COOK_TOTAL_FIELDS,
  COOK_TOTALS,
  cookTotalsPath,
  noCookTotals,
  COUNTED_RECIPES,
  countedAs,
  countedRecipePath,
  markerCountedAs,
  RECIPE_TOTALS_PATH,
  recipeTotalsOf,
  totalsOfRecipes,
  type CountedAs,
} from '@recipe-book/schema/kept-totals';
import { RECIPES, recipePath } from '@recipe-book/schema/paths';

export type TotalsProblemKind = 'recipe-totals' | 'cook-totals' | 'counted-marker';

/** One kept document that differs from the full count, and the write that makes it agree. */
export interface TotalsDifference {
  kind: TotalsProblemKind;
  path: string;
  message: string;
  /** The document as the count says it should be; undefined: it should not exist. */
  wanted: Record<string, unknown> | undefined;
}

export interface TotalsAudit {
  recipes: number;
  differences: TotalsDifference[];
}

/** Writes a recipe together with its marker, so the totals trigger finds it counted already. */
export function setCountedRecipe(
  batch: WriteBatch,
  db: Firestore,
  id: string,
  data: { cuisine?: unknown; ownerUid?: unknown },
): void {
  batch.set(db.doc(recipePath(id)), data);
  const counted = countedAs(data);
  if (counted) batch.set(db.doc(countedRecipePath(id)), counted);
}

/** Every document of a collection (only `fields`), a page at a time, in id order. */
export async function readAll(db: Firestore, collection: string, fields: string[], batchSize: number) {
  const query = db
    .collection(collection)
    .select(...fields)
    .orderBy(FieldPath.documentId())
    .limit(batchSize);
  const documents = new Map<string, Record<string, unknown>>();
  let page = await query.get();
  while (!page.empty) {
    for (const document of page.docs) documents.set(document.id, document.data());
    if (page.size < batchSize) break;
    page = await query.startAfter(page.docs.at(-1)).get();
  }
  return documents;
}

/** A stored recipe as counted, or nothing for one the public totals leave out (not public, or no visibility yet). */
function countedIn(id: string, data: Record<string, unknown>): [string, CountedAs][] {
  const counted = countedAs(data);
  return counted ? [[id, counted]] : [];
}

/** What a marker counts as (a document is there, so it always counts). */
const countedOf = (data: Record<string, unknown>): CountedAs =>
  markerCountedAs(data) ?? { cuisine: 'Others', ownerUid: '', likes: 0, ratingSum: 0, ratingCount: 0 };
const describeCounted = (counted: CountedAs) =>
  `${counted.cuisine} by ${counted.ownerUid || '(no owner)'} with ${counted.likes} likes and ` +
  `${counted.ratingCount} reviews (${counted.ratingSum} stars)`;
const COUNTED_FIELDS = ['cuisine', 'ownerUid', 'likes', 'ratingSum', 'ratingCount'] as const;
const sameCounted = (a: CountedAs, b: CountedAs) => COUNTED_FIELDS.every((field) => a[field] === b[field]);

/** Each marker against its recipe: missing, disagreeing, or left by a recipe that is gone. */
function markerDifferences(
  recipes: Map<string, CountedAs>,
  markers: Map<string, Record<string, unknown>>,
): TotalsDifference[] {
  const differences: TotalsDifference[] = [];
  const marker = (id: string, message: string, wanted: CountedAs | undefined) =>
    differences.push({ kind: 'counted-marker', path: countedRecipePath(id), message, wanted: wanted && { ...wanted } });
  for (const [id, counted] of recipes) {
    const stored = markers.get(id);
    if (!stored) marker(id, `missing: recipe ${id} (${describeCounted(counted)}) is not counted`, counted);
    else if (!sameCounted(countedOf(stored), counted)) {
      const was = describeCounted(countedOf(stored));
      marker(id, `counts recipe ${id} as ${was}, but it is ${describeCounted(counted)}`, counted);
    }
  }
  for (const id of markers.keys()) {
    if (!recipes.has(id)) marker(id, `recipe ${id} does not exist or is not public, but is still counted`, undefined);
  }
  return differences;
}

/** Compares the kept totals, every cook's count and every marker with a full count of the recipes. */
export async function auditRecipeTotals(db: Firestore, batchSize = 500): Promise<TotalsAudit> {
  const [recipeDocs, markers, cookDocs, stats] = await Promise.all([
    readAll(db, RECIPES, ['cuisine', 'ownerUid', 'visibility', 'likeCount', 'ratingSum', 'ratingCount'], batchSize),
    readAll(db, COUNTED_RECIPES, [...COUNTED_FIELDS], batchSize),
    readAll(db, `${RECIPE_TOTALS_PATH}/${COOK_TOTALS}`, [...COOK_TOTAL_FIELDS], batchSize),
    db.doc(RECIPE_TOTALS_PATH).get(),
  ]);
  // Only public recipes count (kept-totals.ts); an unlisted or private one has no marker.
  const recipes = new Map([...recipeDocs].flatMap(([id, data]) => countedIn(id, data)));
  const full = totalsOfRecipes(recipes.values());
  const differences = markerDifferences(recipes, markers);

  const kept = recipeTotalsOf(stats.data());
  const wantedTotals = { total: full.recipes.total, byCuisine: full.recipes.byCuisine };
  const totalsWrong = (message: string) =>
    differences.push({ kind: 'recipe-totals', path: RECIPE_TOTALS_PATH, message, wanted: wantedTotals });
  if (!stats.exists) totalsWrong(`missing, but there are ${full.recipes.total} recipes`);
  else if (stats.get('total') !== full.recipes.total) {
    totalsWrong(`total is ${String(stats.get('total'))}, but there are ${full.recipes.total} recipes`);
  }
  for (const cuisine of stats.exists ? CUISINES : []) {
    const [stored, actual] = [kept.byCuisine[cuisine] ?? 0, full.recipes.byCuisine[cuisine] ?? 0];
    if (stored !== actual) {
      totalsWrong(`byCuisine.${cuisine} is ${stored}, but there are ${actual} ${cuisine} recipes`);
    }
  }

  for (const uid of new Set([...full.cooks.keys(), ...cookDocs.keys()])) {
    const stored = cookDocs.get(uid);
    const actual = full.cooks.get(uid) ?? noCookTotals();
    // A field missing from a stored document is wrong even where the count is 0: the page reads it as 0, but
    // the audit wants every kept document whole.
    const wrong = COOK_TOTAL_FIELDS.filter((field) => stored?.[field] !== actual[field]);
    if (wrong.length === 0) continue;
    const kept = cookTotalsOf(stored);
    const told = wrong.map(
      (field) =>
        `${field} is ${stored?.[field] === undefined ? 'missing' : kept[field]}, ` +
        `but cook ${uid}'s public recipes make ${actual[field]}`,
    );
    differences.push({
      kind: 'cook-totals',
      path: cookTotalsPath(uid),
      message: told.join('; '),
      wanted: { ...actual },
    });
  }
  return { recipes: recipeDocs.size, differences };
}

/** Makes one kept document what the count says (`set` replaces it whole, so no stale cuisine stays). */
function repairWrite(db: Firestore, difference: TotalsDifference): (batch: WriteBatch) => void {
  const ref: DocumentReference = db.doc(difference.path);
  const { wanted } = difference;
  return (batch) => (wanted ? batch.set(ref, wanted) : batch.delete(ref));
}

/** Applies one repair on its own (check:data's `--fix`, one problem at a time). */
export async function repairTotals(db: Firestore, difference: TotalsDifference): Promise<boolean> {
  const batch = db.batch();
  repairWrite(db, difference)(batch);
  await batch.commit();
  return true;
}

export interface RecountReport {
  recipes: number;
  /** Documents written: markers, the totals and cooks' counts that differed. */
  rewritten: number;
}

/**
 * Sets every marker, `stats/recipes` and each cook's `stats/recipes/cooks/{uid}`
 * to a full count of the recipes; writes only what differs, so a second run
 * writes nothing.
 */
export async function recountRecipeTotals(db: Firestore, batchSize = 500): Promise<RecountReport> {
  const { recipes, differences } = await auditRecipeTotals(db, batchSize);
  // One document may be named by several differences (the total and a cuisine): write it once.
  const writes = new Map(differences.map((difference) => [difference.path, repairWrite(db, difference)]));
  const all = [...writes.values()];
  for (let start = 0; start < all.length; start += batchSize) {
    const batch = db.batch();
    for (const write of all.slice(start, start + batchSize)) write(batch);
    await batch.commit();
  }
  return { recipes, rewritten: writes.size };
}
