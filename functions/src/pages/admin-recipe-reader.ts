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

/** What a reader read: documents returned, and count() aggregations (`npm run bench:browse` adds them up). */
export type ReadMeter = (read: { documents?: number; aggregations?: number }) => void;

const noMeter: ReadMeter = () => undefined;

function listingSource(filters: ListingFilters, meter: ReadMeter): ListingSource {
  const ordered = filtered(filters);
  return {
    async read(window) {
      const query =
        'first' in window
          ? (window.after ? ordered.startAfter(...position(window.after)) : ordered).limit(window.first)
          : (window.before ? ordered.endBefore(...position(window.before)) : ordered).limitToLast(window.lastN);
      const snapshot = await query.get();
      meter({ documents: snapshot.size });
      return snapshot.docs.map((doc) => ({
        id: doc.id,
        recipe: recipeFromStored(doc.id, doc.data()),
        createdAt: doc.data().createdAt,
      }));
    },
    async count() {
      const snapshot = await ordered.count().get();
      meter({ aggregations: 1 });
      return snapshot.data().count;
    },
  };
}

export function createAdminRecipeReader(meter: ReadMeter = noMeter): RecipeReader {
  return {
    async recipe(id) {
      if (!isDocumentId(id)) return null;
      const data = (await recipeRef(id).get()).data();
      meter({ documents: 1 });
      return data ? recipeFromStored(id, data) : null;
    },
    recipesPage: (query) => readRecipesPage(listingSource(query, meter), query),
    recipeCount: (filters) => listingSource(filters, meter).count(),
    async cuisinesInUse() {
      const found = await Promise.all(
        CUISINES.map((cuisine) => recipesCollection().where('cuisine', '==', cuisine).limit(1).select().get()),
      );
      meter({ documents: found.reduce((sum, snapshot) => sum + snapshot.size, 0) });
      return CUISINES.filter((_, index) => !found[index]?.empty);
    },
    async topRecipes(count) {
      const top = await topLikedRecipes(count);
      meter({ documents: top.length });
      return top.map((doc) => listedRecipe(recipeFromStored(doc.id, doc.data())));
    },
  };
}

export const adminRecipeReader = createAdminRecipeReader();
