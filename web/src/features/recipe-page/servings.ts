// The servings a recipe page shows. They live in the URL (`?servings=6`), so
// a shared link opens scaled and the server renders it so; absent means the
// recipe as written. A hand-edited URL with a bad value just loses it.
import { RECIPE_LIMITS } from '@recipe-book/schema/constants';

const { min, max } = RECIPE_LIMITS.servings;

export interface ServingsSearch {
  servings?: number | undefined;
}

const isServings = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;

export function validateServingsSearch(search: Record<string, unknown>): ServingsSearch {
  // The router parses `servings=6` as the number 6; a hand-typed "6" may still come as text.
  const raw = typeof search.servings === 'string' ? Number(search.servings) : search.servings;
  return { servings: isServings(raw) ? raw : undefined };
}

/** What goes in the URL for `servings`: nothing for the recipe as written. */
export const servingsInUrl = (servings: number, written: number): number | undefined =>
  servings === written ? undefined : servings;

/** `n` kept within what a recipe may serve. */
export const clampServings = (n: number): number => Math.min(max, Math.max(min, Math.round(n)));

/** The quick choices beside − and +: half, as written and double (rounded to whole servings, within 1–100). */
export function quickServings(written: number): { label: string; servings: number }[] {
  return [
    { label: '½×', servings: clampServings(written / 2) },
    { label: '1×', servings: written },
    { label: '2×', servings: clampServings(written * 2) },
  ];
}
