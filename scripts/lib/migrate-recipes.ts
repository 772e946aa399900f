// Brings recipes written by an older version of the app up to today's data
// model (docs/data-model.md): each field added since gets its starting value
// where it is missing. Idempotent: a field already present is never touched,
// so running it twice, or on a recipe that has moved on since (a review
// written through the REST API creates the counters), changes nothing.
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { RECIPE_LIMITS } from '@recipe-book/schema/constants';
import { RECIPES } from '@recipe-book/schema/paths';

/** Fields added to recipes after the first release, with the value an existing recipe starts from. */
export const ADDED_RECIPE_FIELDS = {
  // Ratings and reviews: no review yet.
  ratingCount: 0,
  ratingSum: 0,
  // Servings and cook time: the forms' starting values (schema/src/constants.ts).
  servings: RECIPE_LIMITS.servings.default,
  cookTime: RECIPE_LIMITS.cookTime.default,
} as const;

export interface MigrationReport {
  recipes: number;
  migrated: number;
}

/** The added fields `data` lacks, with their starting values. */
export function missingFields(data: Record<string, unknown>): Partial<typeof ADDED_RECIPE_FIELDS> {
  return Object.fromEntries(Object.entries(ADDED_RECIPE_FIELDS).filter(([field]) => !(field in data)));
}

/** Migrates every recipe, reading `batchSize` at a time; each recipe in a transaction of its own. */
export async function migrateRecipes(db: Firestore, batchSize = 200): Promise<MigrationReport> {
  const report: MigrationReport = { recipes: 0, migrated: 0 };
  const ordered = db.collection(RECIPES).orderBy(FieldPath.documentId()).limit(batchSize);
  let page = await ordered.get();
  while (!page.empty) {
    report.recipes += page.size;
    for (const recipe of page.docs) {
      if (Object.keys(missingFields(recipe.data())).length === 0) continue;
      // Read again inside the transaction: a writer may have added a field since the page was read.
      const changed = await db.runTransaction(async (transaction) => {
        const current = await transaction.get(recipe.ref);
        const missing = current.exists ? missingFields(current.data() ?? {}) : {};
        if (Object.keys(missing).length === 0) return false;
        transaction.update(recipe.ref, missing);
        return true;
      });
      if (changed) report.migrated += 1;
    }
    if (page.size < batchSize) break;
    page = await ordered.startAfter(page.docs.at(-1)).get();
  }
  return report;
}
