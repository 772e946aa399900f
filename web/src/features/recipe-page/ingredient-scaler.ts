// Scaling the ingredients to other servings (schema/src/scale-ingredients.ts,
// with the parse-ingredient and format-quantity libraries: 9.3 kB gzip) is
// needed only once a page shows other servings than the recipe's, so a recipe
// page's first load leaves it out:
// - the server loads it before it renders a page (entry-server.tsx), so a
//   recipe opened with `?servings=` arrives scaled;
// - the browser loads it before hydrating a page opened with `?servings=`
//   (entry-client.tsx), so hydration finds it here; were it missing (a failed
//   download), the lines wait for it in a Suspense boundary;
// - the servings control fetches it once the pointer or the focus reaches it,
//   before the first tap changes anything; a link followed in the app with
//   `?servings=` (from the meal plan) shows the lines as written until then.
import type { scaleIngredients } from '@recipe-book/schema/scale-ingredients';
import { use } from 'react';

type ScaleIngredients = typeof scaleIngredients;

let loaded: ScaleIngredients | undefined;
let loading: Promise<ScaleIngredients> | undefined;

export function loadScaler(): Promise<ScaleIngredients> {
  loading ??= import('@recipe-book/schema/scale-ingredients').then(
    (module) => (loaded = module.scaleIngredients),
    (error: unknown) => {
      loading = undefined; // the next attempt tries again
      throw error;
    },
  );
  return loading;
}

/** Fetches the code ahead of need; a failure is met again, and shown, when the page needs it. */
export const preloadScaler = (): void => void loadScaler().catch(() => undefined);

/** The scaling, when `needed`: suspends (in the caller's Suspense boundary) until its code is here. */
export function useScaler(needed: boolean): ScaleIngredients | null {
  if (!needed) return null;
  return loaded ?? use(loadScaler());
}
