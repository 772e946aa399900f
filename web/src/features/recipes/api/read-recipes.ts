// The browser's reads behind the route loaders (browser-recipe-reader.ts
// imports this module, and with it the Firestore SDK, only when a loader runs
// in the browser: a page's first render uses the loader data in its HTML).
import {
  documentId,
  endBefore,
  type Firestore,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  limitToLast,
  orderBy,
  query,
  type QueryConstraint,
  startAfter,
  Timestamp,
  where,
} from 'firebase/firestore';
import { CUISINES, type Cuisine } from '@recipe-book/schema/constants';
import { listedRecipe, type ListedRecipe } from '@recipe-book/schema/listed-recipe';
import type { Recipe } from '@recipe-book/schema/recipe';
import type { RecipeReader } from '@recipe-book/schema/recipe-reader';
import {
  type CursorValue,
  type ListingFilters,
  type ListingSource,
  readRecipesPage,
} from '@recipe-book/schema/recipe-listing';
import { searchQuery } from '@recipe-book/schema/search';
import { loadFirestore } from '@/lib/firebase';
import { meterReads } from './read-meter';
import { recipeDoc, recipesCollection } from './recipe-refs';

function filtersOf({ cuisine, q, sort }: ListingFilters): QueryConstraint[] {
  const search = searchQuery(q);
  const direction = sort === 'prepTime' ? 'asc' : 'desc';
  return [
    ...(cuisine ? [where('cuisine', '==', cuisine)] : []),
    ...(search ? [where('searchTokens', 'array-contains', search.token)] : []),
    orderBy(sort ? 'prepTime' : 'createdAt', direction),
    orderBy(documentId(), direction),
  ];
}

const position = ([value, id]: CursorValue) =>
  [typeof value === 'number' ? value : new Timestamp(value.seconds, value.nanoseconds), id] as const;

function listingSource(db: Firestore, filters: ListingFilters): ListingSource {
  const ordered = query(recipesCollection(db), ...filtersOf(filters));
  return {
    async read(window) {
      const constraints =
        'first' in window
          ? [...(window.after ? [startAfter(...position(window.after))] : []), limit(window.first)]
          : [...(window.before ? [endBefore(...position(window.before))] : []), limitToLast(window.lastN)];
      const snapshot = await getDocs(query(ordered, ...constraints));
      meterReads({ documents: snapshot.size });
      return snapshot.docs.map((doc) => {
        const recipe = doc.data();
        const created: unknown = doc.get('createdAt');
        return { id: doc.id, recipe, createdAt: created instanceof Timestamp ? created : Timestamp.now() };
      });
    },
    count: () => countWith(db, filters),
  };
}

async function countWith(db: Firestore, filters: ListingFilters): Promise<number> {
  const snapshot = await getCountFromServer(query(recipesCollection(db), ...filtersOf(filters)));
  meterReads({ aggregations: 1 });
  return snapshot.data().count;
}

async function recipe(id: string): Promise<Recipe | null> {
  const snapshot = await getDoc(recipeDoc(await loadFirestore(), id));
  return snapshot.data() ?? null;
}

async function cuisinesInUse(): Promise<Cuisine[]> {
  const recipes = recipesCollection(await loadFirestore());
  const found = await Promise.all(
    CUISINES.map((cuisine) => getDocs(query(recipes, where('cuisine', '==', cuisine), limit(1)))),
  );
  meterReads({ documents: found.reduce((sum, snapshot) => sum + snapshot.size, 0) });
  return CUISINES.filter((_, i) => !found[i]?.empty);
}

async function topRecipes(count: number): Promise<ListedRecipe[]> {
  const top = query(
    recipesCollection(await loadFirestore()),
    orderBy('likeCount', 'desc'),
    orderBy('createdAt', 'desc'),
    limit(count),
  );
  return (await getDocs(top)).docs.map((doc) => listedRecipe(doc.data()));
}

export const firestoreRecipeReader: RecipeReader = {
  recipe,
  recipesPage: async (search) => readRecipesPage(listingSource(await loadFirestore(), search), search),
  recipeCount: async (filters) => countWith(await loadFirestore(), filters),
  cuisinesInUse,
  topRecipes,
};
