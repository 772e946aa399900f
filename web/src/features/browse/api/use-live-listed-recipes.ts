// The recipes a list shows (All Recipes' page, Home's most liked), live: each
// card's title, picture, likes and rating as they change, and a recipe dropped
// once the server says it is gone or no longer public. The list keeps its order and its recipes
// (the loader chose them); one listener reads the shown recipes by id, so
// its cost stays that of one page whatever the collection's size. For
// components inside <WithFirestore>; a failed read is thrown, for the
// caller's error boundary.
import { documentId, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollection, useFirestoreDoc } from 'reactfire';
import { listedRecipe, type ListedRecipe } from '@recipe-book/schema/listed-recipe';
import { LISTED_VISIBILITY_FILTER } from '@recipe-book/schema/visibility';
import { recipeDoc, recipesCollection } from '@/lib/recipes/recipe-refs';

export function useLiveListedRecipes(shown: ListedRecipe[]): ListedRecipe[] {
  const ids = shown.map((recipe) => recipe.id);
  // Public ones only (as the lists read them): a recipe made unlisted or private drops out at once.
  const byId = query(
    recipesCollection(useFirestore()),
    where(documentId(), 'in', ids),
    where(...LISTED_VISIBILITY_FILTER),
  );
  const { status, data: snapshot } = useFirestoreCollection(byId);
  // One array per reading: its callers report it in an effect, and a new array on every render would never settle.
  return useMemo(() => {
    // This device's cache may hold only some of them: absence means "deleted" only from the server.
    if (status !== 'success' || snapshot.metadata.fromCache) return shown;
    const live = new Map(snapshot.docs.map((doc) => [doc.id, listedRecipe(doc.data())]));
    return shown.flatMap((recipe) => live.get(recipe.id) ?? []);
  }, [status, snapshot, shown]);
}

/**
 * One shown recipe, live, on its own: for when the rules refuse the one query
 * by ids (a query by ids is checked recipe by recipe, and one that is gone or
 * was made private refuses it). `undefined` until the server answers, null once
 * it says the recipe is gone; a refusal (made private) is thrown, for the
 * caller's boundary, which counts it as gone too.
 */
export function useLiveListedRecipe(id: string): ListedRecipe | null | undefined {
  const { status, data: snapshot } = useFirestoreDoc(recipeDoc(useFirestore(), id));
  return useMemo(() => {
    if (status !== 'success' || snapshot.metadata.fromCache) return undefined;
    const recipe = snapshot.data();
    return recipe ? listedRecipe(recipe) : null;
  }, [status, snapshot]);
}
