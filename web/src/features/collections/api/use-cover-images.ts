// The pictures a collection's card is made of: the images of its first
// recipes (up to COVER_IMAGES, cook-collections.ts), read as this cook may read them
// (readCollectionRecipes: a recipe gone or refused is left out). Read once per
// change of those first ids, not followed live: a cover is not worth a listener
// per recipe. `undefined` until read.
import { coverRecipeIdsOf } from '@recipe-book/schema/cook-collections';
import { useEffect, useState } from 'react';
import { readCollectionRecipes } from './read-collection-recipes';

export function useCoverImages(recipeIds: readonly string[]): string[] | undefined {
  const key = coverRecipeIdsOf(recipeIds).join('/');
  const [read, setRead] = useState<{ key: string; images: string[] }>();
  useEffect(() => {
    let current = true;
    const ids = key === '' ? [] : key.split('/');
    readCollectionRecipes(ids)
      .then((recipes) => current && setRead({ key, images: recipes.map((recipe) => recipe.image) }))
      // A cover that cannot be read (offline with nothing cached) shows the placeholder: the card's
      // name, count and link stay, and the collection's page reports the failure where it matters.
      .catch(() => current && setRead({ key, images: [] }));
    return () => {
      current = false;
    };
  }, [key]);
  return read?.key === key ? read.images : undefined;
}
