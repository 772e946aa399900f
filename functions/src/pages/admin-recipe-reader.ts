// The route loaders' reader on the server (the app's `RecipeReader`, see
// schema/src/recipe-reader.ts) on the Admin SDK: the same queries as the web
// SDK's in the browser (each described once in schema/src/list-queries.ts),
// the same mapping to the objects the app renders.
import { type MeteredRead, queryReads } from '@recipe-book/schema/billed-reads';
import { collectionForPage } from '@recipe-book/schema/collection-page';
import { COOK_PAGE_COLLECTIONS, type CookCollection, coverRecipeIdsOf } from '@recipe-book/schema/cook-collections';
import { cookPageOf, cookProfilePath, cookTotalsOf } from '@recipe-book/schema/cook-profile';
import {
  cookTotalsPath,
  keptTotal,
  RECIPE_TOTALS_PATH,
  recipeTotalsOf,
  type RecipeTotals,
} from '@recipe-book/schema/kept-totals';
import { listedRecipe } from '@recipe-book/schema/listed-recipe';
import { reviewsQuery, windowOf } from '@recipe-book/schema/list-queries';
import {
  type ListingFilters,
  listingQuery,
  type ListingSource,
  readRecipesPage,
} from '@recipe-book/schema/recipe-listing';
import type { RecipeReader } from '@recipe-book/schema/recipe-reader';
import { readReviewsPage, reviewFromStored, type ReviewSource } from '@recipe-book/schema/review-listing';
import { recipeFromStored } from '@recipe-book/schema/stored-recipe';
import { canRead } from '@recipe-book/schema/visibility';
import { collectionRef, isCollectionId } from '../collections/collection';
import { readableRecipes } from '../collections/collection-recipes';
import { ownerName } from '../collections/owner-name';
import { type CollectionDoc, listCollections } from '../collections/repository';
import { db } from '../firebase';
import { adminQuery } from '../lib/admin-query';
import { recipeConverter, recipeRef } from '../recipes/collection';
import { isDocumentId } from '../recipes/recipe-id';
import { reviewConverter } from '../recipes/reviews/collection';
import { topLikedRecipes } from '../recipes/repository';

/** Each read as Firestore bills it (schema/src/billed-reads.ts): `npm run bench:browse` adds them up. */
export type ReadMeter = (read: MeteredRead) => void;

const noMeter: ReadMeter = () => undefined;

function listingSource(filters: ListingFilters, meter: ReadMeter): ListingSource {
  const ordered = listingQuery(filters);
  return {
    async read(window) {
      const snapshot = await adminQuery(windowOf(ordered, window), recipeConverter).get();
      meter({ reads: queryReads(snapshot.size) });
      return snapshot.docs.map((doc) => ({
        id: doc.id,
        recipe: recipeFromStored(doc.id, doc.data()),
        createdAt: doc.data().createdAt,
        ratingAverage: doc.data().ratingAverage,
        foods: doc.data().foods,
      }));
    },
    keptTotal: async () =>
      filters.cookUid
        ? cookTotalsOf(await readDoc(cookTotalsPath(filters.cookUid), meter)).recipeCount
        : keptTotal(await readTotals(meter), filters),
  };
}

async function readDoc(path: string, meter: ReadMeter): Promise<Record<string, unknown> | undefined> {
  const snapshot = await db.doc(path).get();
  meter({ reads: 1 });
  return snapshot.data();
}

async function readTotals(meter: ReadMeter): Promise<RecipeTotals> {
  const snapshot = await db.doc(RECIPE_TOTALS_PATH).get();
  meter({ reads: 1 });
  return recipeTotalsOf(snapshot.data());
}

/** A recipe's reviews, newest first; the id breaks ties between equal times. */
function reviewSource(recipeId: string, meter: ReadMeter): ReviewSource {
  return {
    async read(limit, after) {
      const window = windowOf(reviewsQuery(recipeId), { first: limit, ...(after ? { after } : {}) });
      const snapshot = await adminQuery(window, reviewConverter).get();
      meter({ reads: queryReads(snapshot.size) });
      return snapshot.docs.map((doc) => {
        const data = doc.data();
        return { review: reviewFromStored(doc.id, data), createdAt: data.createdAt };
      });
    },
  };
}

/** One public collection's card: its cover from its first recipes that anyone may read. */
async function cookCollection({ id, collection }: CollectionDoc, meter: ReadMeter): Promise<CookCollection> {
  const coverRecipeIds = coverRecipeIdsOf(collection.recipeIds);
  const readable = await readableRecipes(coverRecipeIds, undefined);
  meter({ reads: coverRecipeIds.length });
  return {
    id,
    name: collection.name,
    recipeCount: collection.recipeIds.length,
    coverRecipeIds,
    cover: readable.map(({ recipe }) => recipe.image),
  };
}

export function createAdminRecipeReader(meter: ReadMeter = noMeter): RecipeReader {
  return {
    async recipe(id) {
      if (!isDocumentId(id)) return null;
      const data = (await recipeRef(id).get()).data();
      meter({ reads: 1 });
      // The page function cannot know who asks (no session reaches it): a private recipe is a 404
      // here for everyone, and its author's browser reads it after signing in (recipes.$id.tsx).
      return data && canRead(data, undefined) ? recipeFromStored(id, data) : null;
    },
    recipesPage: (query) => readRecipesPage(listingSource(query, meter), query),
    async cook(uid) {
      if (!isDocumentId(uid)) return null;
      const [profile, totals] = await Promise.all([
        readDoc(cookProfilePath(uid), meter),
        readDoc(cookTotalsPath(uid), meter),
      ]);
      return profile ? cookPageOf(uid, profile, totals) : null;
    },
    recipeTotals: () => readTotals(meter),
    async topRecipes(count) {
      const top = await topLikedRecipes(count);
      meter({ reads: queryReads(top.length) });
      return top.map((doc) => listedRecipe(recipeFromStored(doc.id, doc.data())));
    },
    async reviewsPage(recipeId, cursor) {
      if (!isDocumentId(recipeId)) return { reviews: [] };
      return readReviewsPage(reviewSource(recipeId, meter), cursor);
    },
    async collectionPage(id) {
      if (!isCollectionId(id)) return null;
      const collection = (await collectionRef(id).get()).data();
      meter({ reads: 1 });
      // As for a recipe: nobody is signed in here, so a private collection is a 404 for everyone,
      // and its cook's browser reads it once signed in (collections.$id.tsx).
      if (!collection || !canRead(collection, undefined)) return null;
      const [recipes, name] = await Promise.all([
        readableRecipes(collection.recipeIds, undefined),
        ownerName(collection.ownerUid),
      ]);
      meter({ reads: collection.recipeIds.length });
      return {
        collection: collectionForPage({ ...collection, id }),
        ownerName: name,
        recipes: recipes.map(({ id: recipeId, recipe }) => listedRecipe(recipeFromStored(recipeId, recipe))),
      };
    },
    async cookCollections(uid) {
      if (!isDocumentId(uid)) return [];
      // Nobody is signed in here: the public ones only (GET /collections?owner= for a visitor).
      const found = await listCollections(uid, undefined, COOK_PAGE_COLLECTIONS);
      meter({ reads: queryReads(found.length) });
      return Promise.all(found.map((doc) => cookCollection(doc, meter)));
    },
  };
}

export const adminRecipeReader = createAdminRecipeReader();
