// A collection's page, live, from the loader's copy: the collection as it is
// now (its name, description, visibility and order), with its recipes' cards in
// that order (new ones read as they are added). The loader's copy until the
// server has answered; null once it says the collection was deleted. For
// components inside <WithFirestore>; a refused read (made private) is thrown,
// for the caller's boundary.
import type { CollectionPage } from '@recipe-book/schema/collection-page';
import { collectionForPage } from '@recipe-book/schema/collection-page';
import { useMemo } from 'react';
import { useCollection } from '../api/use-collection';
import { useCollectionRecipes } from './use-collection-recipes';

export function useLiveCollectionPage(page: CollectionPage): CollectionPage | null {
  const live = useCollection(page.collection.id);
  const collection = useMemo(() => (live ? collectionForPage(live) : page.collection), [live, page.collection]);
  const recipes = useCollectionRecipes(collection.recipeIds, page.recipes);
  return useMemo(
    () => (live === null ? null : live === undefined ? page : { ...page, collection, recipes }),
    [live, page, collection, recipes],
  );
}
