// The browser's reads behind the route loaders (browser-recipe-reader.ts
// imports this module, and with it the Firestore SDK, only when a loader runs
// in the browser: a page's first render uses the loader data in its HTML).
import { doc, type Firestore, getDoc, getDocs, Timestamp } from 'firebase/firestore';
import { type CookPage, cookPageOf, cookProfilePath, cookTotalsOf } from '@recipe-book/schema/cook-profile';
import {
  cookTotalsPath,
  keptTotal,
  RECIPE_TOTALS_PATH,
  recipeTotalsOf,
  type RecipeTotals,
} from '@recipe-book/schema/kept-totals';
import { listedRecipe, type ListedRecipe } from '@recipe-book/schema/listed-recipe';
import type { Recipe } from '@recipe-book/schema/recipe';
import { topLikedQuery } from '@recipe-book/schema/list-queries';
import type { RecipeReads } from '@recipe-book/schema/recipe-reader';
import { type ListingFilters, type ListingSource, readRecipesPage } from '@recipe-book/schema/recipe-listing';
import { loadFirestore } from '@/lib/firebase';
import { isRefusedRead } from '@/lib/describe-error';
import { webQuery } from '@/lib/web-query';
import { listingWindowQuery } from './listing-query';
import { recipeConverter } from './recipe-converter';
import { recipeDoc } from './recipe-refs';

function listingSource(db: Firestore, filters: ListingFilters): ListingSource {
  return {
    async read(window) {
      const snapshot = await getDocs(listingWindowQuery(db, filters, window));
      return snapshot.docs.map((doc) => {
        const recipe = doc.data();
        const created: unknown = doc.get('createdAt');
        const average: unknown = doc.get('ratingAverage');
        const foods: unknown = doc.get('foods');
        return {
          id: doc.id,
          recipe,
          createdAt: created instanceof Timestamp ? created : Timestamp.now(),
          ratingAverage: typeof average === 'number' ? average : undefined,
          foods: Array.isArray(foods) ? foods.filter((food): food is string => typeof food === 'string') : undefined,
        };
      });
    },
    keptTotal: async () =>
      filters.cookUid
        ? cookTotalsOf((await getDoc(doc(db, cookTotalsPath(filters.cookUid)))).data()).recipeCount
        : keptTotal(await totalsFrom(db), filters),
  };
}

async function totalsFrom(db: Firestore): Promise<RecipeTotals> {
  const snapshot = await getDoc(doc(db, RECIPE_TOTALS_PATH));
  return recipeTotalsOf(snapshot.data());
}

/** The recipe, or null when there is none, or it is another cook's private one (the rules refuse it: a 404 alike). */
async function recipe(id: string): Promise<Recipe | null> {
  try {
    const snapshot = await getDoc(recipeDoc(await loadFirestore(), id));
    return snapshot.data() ?? null;
  } catch (error) {
    if (isRefusedRead(error)) return null;
    throw error;
  }
}

async function topRecipes(count: number): Promise<ListedRecipe[]> {
  const top = webQuery(await loadFirestore(), topLikedQuery(count), recipeConverter);
  return (await getDocs(top)).docs.map((doc) => listedRecipe(doc.data()));
}

/** A cook's public profile and kept totals, or null when there is no such cook. */
async function cook(uid: string): Promise<CookPage | null> {
  const db = await loadFirestore();
  const [profile, totals] = await Promise.all([
    getDoc(doc(db, cookProfilePath(uid))),
    getDoc(doc(db, cookTotalsPath(uid))),
  ]);
  const data = profile.data();
  return data ? cookPageOf(uid, data, totals.data()) : null;
}

export const firestoreRecipeReader: RecipeReads = {
  recipe,
  recipesPage: async (search) => readRecipesPage(listingSource(await loadFirestore(), search), search),
  recipeTotals: async () => totalsFrom(await loadFirestore()),
  topRecipes,
  cook,
};
