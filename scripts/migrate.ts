// `npm run migrate [-- --project <id>]`: adds the fields of newer versions to
// recipes written before them (scripts/lib/migrate-recipes.ts), then sets the
// kept recipe totals to a full count (scripts/lib/recipe-totals.ts) and gives
// every recipe owner without a public profile one (scripts/lib/cook-profiles.ts). Idempotent:
// run it after each deploy. Which database: scripts/lib/firestore-target.ts.
import { parseArgs } from 'node:util';
import { addMissingCookProfiles } from './lib/cook-profiles';
import { DEFAULT_PROJECT, withFirestore } from './lib/firestore-target';
import { migrateRecipes } from './lib/migrate-recipes';
import { recountRecipeTotals } from './lib/recipe-totals';

const { values } = parseArgs({ options: { project: { type: 'string', default: DEFAULT_PROJECT } } });

await withFirestore('migrate', values.project, async (db) => {
  const { recipes, migrated } = await migrateRecipes(db);
  console.log(`[migrate] ${recipes} recipes read, ${migrated} migrated, ${recipes - migrated} already up to date`);
  const totals = await recountRecipeTotals(db);
  console.log(`[migrate] recipe totals: ${totals.recipes} recipes counted, ${totals.rewritten} documents rewritten`);
  const profiles = await addMissingCookProfiles(db);
  console.log(`[migrate] cook profiles: ${profiles} written for cooks of recipes who had none`);
});
