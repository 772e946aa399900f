// Brings recipes written by an older version of the app up to today's data
// model (docs/data-model.md): each field added since gets its starting value
// (schema/src/added-recipe-fields.ts) where it is missing, except `starCounts`,
// which is counted from the recipe's reviews (one count() per star value, in
// the same transaction). Idempotent: a field
// already present is never touched, so running it twice, or on a recipe that
// has moved on since (a review written through the REST API creates the
// counters), changes nothing.
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { missingAddedFields } from '@recipe-book/schema/added-recipe-fields';
import { RECIPES } from '@recipe-book/schema/paths';
import { starCountsIn } from './data-check';

export interface MigrationReport {
  recipes: number;
  migrated: number;
}

/** Migrates every recipe, reading `batchSize` at a time; each recipe in a transaction of its own. */
export async function migrateRecipes(db: Firestore, batchSize = 200): Promise<MigrationReport> {
  const report: MigrationReport = { recipes: 0, migrated: 0 };
  const ordered = db.collection(RECIPES).orderBy(FieldPath.documentId()).limit(batchSize);
  let page = await ordered.get();
  while (!page.empty) {
    report.recipes += page.size;
    for (const recipe of page.docs) {
      if (Object.keys(missingAddedFields(recipe.data())).length === 0) continue;
      // Read again inside the transaction: a writer may have added a field since the page was read.
      const changed = await db.runTransaction(async (transaction) => {
        const current = await transaction.get(recipe.ref);
        const missing = current.exists ? missingAddedFields(current.data() ?? {}) : {};
        if (Object.keys(missing).length === 0) return false;
        const starCounts = 'starCounts' in missing ? await starCountsIn(transaction, recipe.ref) : undefined;
        transaction.update(recipe.ref, { ...missing, ...(starCounts && { starCounts }) });
        return true;
      });
      if (changed) report.migrated += 1;
    }
    if (page.size < batchSize) break;
    page = await ordered.startAfter(page.docs.at(-1)).get();
  }
  return report;
}
