// A cook's public collections for their profile page, read in the browser
// (the route's loader on a later navigation; browser-collection-reader.ts
// imports this on the first read): the same query the live section follows
// (publicCollectionsQuery), the same cards the server reads.
import type { Collection } from '@recipe-book/schema/collection';
import { COOK_PAGE_COLLECTIONS, type CookCollection, coverRecipeIdsOf } from '@recipe-book/schema/cook-collections';
import { getDocs, limit, query } from 'firebase/firestore';
import { loadFirestore } from '@/lib/firebase';
import { publicCollectionsQuery } from './collection-refs';
import { readCollectionRecipes } from './read-collection-recipes';

/** A collection's card with its cover read now (its first recipes this reader may read). */
export async function cookCollectionOf({ id, name, recipeIds }: Collection): Promise<CookCollection> {
  const coverRecipeIds = coverRecipeIdsOf(recipeIds);
  const recipes = await readCollectionRecipes(coverRecipeIds);
  return { id, name, recipeCount: recipeIds.length, coverRecipeIds, cover: recipes.map((recipe) => recipe.image) };
}

export async function readCookCollections(uid: string): Promise<CookCollection[]> {
  const db = await loadFirestore();
  const snapshot = await getDocs(query(publicCollectionsQuery(db, uid), limit(COOK_PAGE_COLLECTIONS)));
  return Promise.all(snapshot.docs.map((doc) => cookCollectionOf(doc.data())));
}
