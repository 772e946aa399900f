// The pictures a collection's card is made of: the images of its first
// recipes (up to COVER_IMAGES), read as this cook may read them
// (readCollectionRecipes: a recipe gone or refused is left out). Read once per
// change of those first ids, not followed live: a cover is not worth a listener
// per recipe. `undefined` until read.
import { useEffect, useState } from 'react';
import { readCollectionRecipes } from './read-collection-recipes';

/** How many recipe pictures a cover shows at most (a 2 × 2 grid). */
export const COVER_IMAGES = 4;

export function useCoverImages(recipeIds: readonly string[]): (string | undefined)[] | undefined {
  const first = recipeIds.slice(0, COVER_IMAGES);
  const key = first.join('/');
  const [read, setRead] = useState<{ key: string; images: (string | undefined)[] }>();
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
