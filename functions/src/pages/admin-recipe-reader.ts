// The route loaders' reader on the server (the app's `RecipeReader`, see
// schema/src/recipe-reader.ts) on the Admin SDK: the same queries as the web
// SDK's in the browser, the same mapping to the objects the app renders.
import { Timestamp } from 'firebase-admin/firestore';
import { CUISINES } from '@recipe-book/schema/constants';
import { listedRecipe } from '@recipe-book/schema/listed-recipe';
import {
  type CursorValue,
  type ListingFilters,
  type ListingSource,
  readRecipesPage,
} from '@recipe-book/schema/recipe-listing';
import type { RecipeReader } from '@recipe-book/schema/recipe-reader';
import { recipeFromStored } from '@recipe-book/schema/stored-recipe';
import { recipeRef, recipesCollection } from '../recipes/collection';
import { DEFAULT_SORT } from '../recipes/list-options';
import { listQuery } from '../recipes/list-recipes';
import { isDocumentId } from '../recipes/recipe-id';
import { topLikedRecipes } from '../recipes/repository';
import { titleSearch } from '../recipes/title-search';

/** The same query as GET /recipes for the page's filters (newest first unless sorted by prep time). */
const filtered = ({ cuisine, q, sort }: ListingFilters) =>
  listQuery({ cuisine, search: titleSearch(q) }, sort ?? DEFAULT_SORT);

const position = ([value, id]: CursorValue) => [
  typeof value === 'number' ? value : new Timestamp(value.seconds, value.nanoseconds),
  id,
];

function listingSource(filters: ListingFilters): ListingSource {
  const ordered = filtered(filters);
  return {
    async read(window) {
      const query =
        'first' in window
          ? (window.after ? ordered.startAfter(...position(window.after)) : ordered).limit(window.first)
          : (window.before ? ordered.endBefore(...position(window.before)) : ordered).limitToLast(window.lastN);
      const snapshot = await query.get();
      return snapshot.docs.map((doc) => ({
        id: doc.id,
        recipe: recipeFromStored(doc.id, doc.data()),
        createdAt: doc.data().createdAt,
      }));
    },
    count: async () => (await ordered.count().get()).data().count,
  };
}

export const adminRecipeReader: RecipeReader = {
  async recipe(id) {
    if (!isDocumentId(id)) return null;
    const data = (await recipeRef(id).get()).data();
    return data ? recipeFromStored(id, data) : null;
  },
  recipesPage: (query) => readRecipesPage(listingSource(query), query),
  recipeCount: (filters) => listingSource(filters).count(),
  async cuisinesInUse() {
    const found = await Promise.all(
      CUISINES.map((cuisine) => recipesCollection().where('cuisine', '==', cuisine).limit(1).select().get()),
    );
    return CUISINES.filter((_, index) => !found[index]?.empty);
  },
  async topRecipes(count) {
    const top = await topLikedRecipes(count);
    return top.map((doc) => listedRecipe(recipeFromStored(doc.id, doc.data())));
  },
};
