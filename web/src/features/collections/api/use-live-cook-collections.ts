// A cook's public collections on their profile page, live: one listener on
// the query the loader read (publicCollectionsQuery, at most
// COOK_PAGE_COLLECTIONS), so a collection made public, renamed, filled or
// made private shows at once. A cover is read again (its first recipes, as
// use-cover-images.ts reads them) only once its first recipes change; until
// then it is the loader's. For components inside <WithFirestore>; undefined
// until the server has answered, and a failed read is thrown, for the
// caller's error boundary.
import type { Collection } from '@recipe-book/schema/collection';
import { COOK_PAGE_COLLECTIONS, type CookCollection, coverRecipeIdsOf } from '@recipe-book/schema/cook-collections';
import { limit, query } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore, useFirestoreCollection } from 'reactfire';
import { publicCollectionsQuery } from './collection-refs';
import { readCollectionRecipes } from './read-collection-recipes';

/** A card as the live list shows it: its cover is undefined while a changed one is read. */
export type LiveCookCollection = Omit<CookCollection, 'cover'> & { cover: string[] | undefined };

const coverKey = (recipeIds: readonly string[]) => coverRecipeIdsOf(recipeIds).join('/');

/** The covers already known by the ids they were read from: the loader's first. */
function useCovers(loaded: readonly CookCollection[], live: readonly Collection[] | undefined) {
  const [covers, setCovers] = useState(
    () => new Map(loaded.map((card) => [card.coverRecipeIds.join('/'), card.cover])),
  );
  // An empty collection's cover is the placeholder: nothing to read.
  const missing = (live ?? [])
    .map((collection) => coverKey(collection.recipeIds))
    .filter((key) => key !== '' && !covers.has(key));
  const wanted = [...new Set(missing)].join('|');
  useEffect(() => {
    if (wanted === '') return undefined;
    let current = true;
    for (const key of wanted.split('|')) {
      readCollectionRecipes(key.split('/'))
        .then((recipes) => recipes.map((recipe) => recipe.image))
        // A cover that cannot be read shows the placeholder; the card's name and link stay.
        .catch((): string[] => [])
        .then((images) => current && setCovers((last) => new Map(last).set(key, images)));
    }
    return () => {
      current = false;
    };
  }, [wanted]);
  return covers;
}

export function useLiveCookCollections(
  uid: string,
  loaded: readonly CookCollection[],
): LiveCookCollection[] | undefined {
  const shown = query(publicCollectionsQuery(useFirestore(), uid), limit(COOK_PAGE_COLLECTIONS));
  const { status, data: snapshot } = useFirestoreCollection(shown);
  // This device's cache may hold an older list: only the server's answer is shown.
  const live = useMemo(
    () => (status === 'success' && !snapshot.metadata.fromCache ? snapshot.docs.map((doc) => doc.data()) : undefined),
    [status, snapshot],
  );
  const covers = useCovers(loaded, live);
  return useMemo(
    () =>
      live?.map(({ id, name, recipeIds }) => ({
        id,
        name,
        recipeCount: recipeIds.length,
        coverRecipeIds: coverRecipeIdsOf(recipeIds),
        cover: recipeIds.length === 0 ? [] : covers.get(coverKey(recipeIds)),
      })),
    [live, covers],
  );
}
