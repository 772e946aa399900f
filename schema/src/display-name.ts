// The author's public name stored on each recipe, made the same way by every
// writer (the web app and the REST API). No text derived from the e-mail
// address is ever made public, so a missing or unusable name becomes a
// neutral fallback.
//
// No zod here: a household's shopping list and meal plan make the name of the
// cook who adds or ticks a line, and would otherwise download zod for it.
// The result is always a name displayNameSchema (recipe.ts) accepts; the
// schema's tests prove that they agree.
import { RECIPE_LIMITS } from './constants';
import { FALLBACK_DISPLAY_NAME } from './cook-profile';

export { FALLBACK_DISPLAY_NAME };

/** A public name may not contain `@`, so that no e-mail address is ever shown (the rules refuse it too). */
export const NAME_WITHOUT_EMAIL = /^[^@]*$/;

/** The account's name on one line, cut to the limit; the fallback when there is none or it is not allowed. */
export function publicDisplayName(name: unknown): string {
  if (typeof name !== 'string') return FALLBACK_DISPLAY_NAME;
  // Every run of white space (line breaks included) becomes one space, so the name is a single line.
  const oneLine = name.replace(/\s+/g, ' ').trim().slice(0, RECIPE_LIMITS.displayName.max).trim();
  const usable = oneLine.length >= RECIPE_LIMITS.displayName.min && NAME_WITHOUT_EMAIL.test(oneLine);
  return usable ? oneLine : FALLBACK_DISPLAY_NAME;
}
