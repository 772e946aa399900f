// The route loaders' recipe reads in the browser (router context `recipes`,
// joined with the reviews' reads in entry-client.tsx): the web SDK, imported
// on the first read. A page's first render needs none: its
// loader data came in the HTML; only later navigations read here.
import type { RecipeReads } from '@recipe-book/schema/recipe-reader';

const reads = () => import('./read-recipes').then((module) => module.firestoreRecipeReader);

export const browserRecipeReader: RecipeReads = {
  recipe: async (id) => (await reads()).recipe(id),
  recipesPage: async (query) => (await reads()).recipesPage(query),
  recipeTotals: async () => (await reads()).recipeTotals(),
  topRecipes: async (count) => (await reads()).topRecipes(count),
  cook: async (uid) => (await reads()).cook(uid),
};
