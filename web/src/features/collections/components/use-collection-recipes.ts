// A collection's recipes in its live order: the cards the page already has,
// plus a read of any recipe added since (in another tab, or from a recipe
// page). A recipe no longer readable is left out. One array while neither the
// order nor the recipes change: the page's follower reports it in an effect.
import type { ListedRecipe } from '@recipe-book/schema/listed-recipe';
import { listedRecipe } from '@recipe-book/schema/listed-recipe';
import { useEffect, useMemo, useState } from 'react';
import { notify } from '@/components/ui/toast';
import { describeError } from '@/lib/describe-error';
import { readCollectionRecipes } from '../api/read-collection-recipes';

export function useCollectionRecipes(ids: readonly string[], initial: readonly ListedRecipe[]): ListedRecipe[] {
  const [known, setKnown] = useState(() => new Map<string, ListedRecipe | null>(initial.map((r) => [r.id, r])));
  const missing = ids.filter((id) => !known.has(id));
  const missingKey = missing.join('\n');
  useEffect(() => {
    if (!missingKey) return;
    const wanted = missingKey.split('\n');
    let current = true;
    readCollectionRecipes(wanted).then(
      (recipes) => {
        if (!current) return;
        setKnown((last) => {
          const next = new Map(last);
          for (const id of wanted) next.set(id, null);
          for (const recipe of recipes) next.set(recipe.id, listedRecipe(recipe));
          return next;
        });
      },
      (error: unknown) => notify.error(`Could not load the collection's new recipes. ${describeError(error)}`),
    );
    return () => {
      current = false;
    };
  }, [missingKey]);
  const idsKey = ids.join('\n');
  return useMemo(
    () =>
      (idsKey ? idsKey.split('\n') : []).flatMap((id) => {
        const recipe = known.get(id);
        return recipe ? [recipe] : [];
      }),
    [idsKey, known],
  );
}
