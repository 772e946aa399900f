// `npm run migrate [-- --project <id>]`: adds the fields of newer versions to
// recipes written before them (scripts/lib/migrate-recipes.ts), then sets the
// kept recipe totals to a full count (scripts/lib/recipe-totals.ts), gives
// every recipe owner without a public profile one (scripts/lib/cook-profiles.ts),
// gives a household's older entries and items the uid of who added or ticked
// them (scripts/lib/household-signers.ts), and sets each shopping list's and
// meal plan's kept count to its items (scripts/lib/list-counts.ts). Then the
// foods step (scripts/lib/recipe-foods.ts): every recipe gets the foods and
// searchTokens of its ingredient lines, and the vocabulary of known foods is
// set to a full count. Idempotent:
// run it after each deploy. Which database: scripts/lib/firestore-target.ts.
import { parseArgs } from 'node:util';
import { addMissingCookProfiles } from './lib/cook-profiles';
import { DEFAULT_PROJECT, withFirestore } from './lib/firestore-target';
import { addSignerUids } from './lib/household-signers';
import { recountListCounts } from './lib/list-counts';
import { migrateRecipes } from './lib/migrate-recipes';
import { fillRecipeFoods, recountFoodVocabulary } from './lib/recipe-foods';
import { recountRecipeTotals } from './lib/recipe-totals';

const { values } = parseArgs({ options: { project: { type: 'string', default: DEFAULT_PROJECT } } });

await withFirestore('migrate', values.project, async (db) => {
  const { recipes, migrated } = await migrateRecipes(db);
  console.log(`[migrate] ${recipes} recipes read, ${migrated} migrated, ${recipes - migrated} already up to date`);
  const totals = await recountRecipeTotals(db);
  console.log(`[migrate] recipe totals: ${totals.recipes} recipes counted, ${totals.rewritten} documents rewritten`);
  const profiles = await addMissingCookProfiles(db);
  console.log(`[migrate] cook profiles: ${profiles} written for cooks of recipes who had none`);
  const signed = await addSignerUids(db);
  console.log(`[migrate] households: ${signed} entries and items given the uid of who added or ticked them`);
  const counts = await recountListCounts(db);
  console.log(`[migrate] list counts: ${counts} shopping list and meal plan counts set to their items`);

  // Foods: after the recipes above have their visibility, which says whose foods the vocabulary counts.
  const foods = await fillRecipeFoods(db);
  console.log(`[migrate] recipe foods: ${foods.recipes} recipes read, ${foods.filled} given their foods`);
  const vocabulary = await recountFoodVocabulary(db);
  console.log(
    `[migrate] food vocabulary: ${vocabulary.foods} foods known, ${vocabulary.rewritten} documents rewritten`,
  );
});
