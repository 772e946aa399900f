// The author's public name stored on each recipe, made the same way by every
// writer (the web app and the REST API). No text derived from the e-mail
// address is ever made public, so a missing or unusable name becomes a
// neutral fallback.
import { RECIPE_LIMITS } from './constants';
import { FALLBACK_DISPLAY_NAME } from './cook-profile';
import { displayNameSchema } from './recipe';

export { FALLBACK_DISPLAY_NAME };

/** The account's name on one line, cut to the limit; the fallback when there is none or it is not allowed. */
export function publicDisplayName(name: unknown): string {
  if (typeof name !== 'string') return FALLBACK_DISPLAY_NAME;
  const oneLine = name.replace(/\s+/g, ' ').trim().slice(0, RECIPE_LIMITS.displayName.max);
  const parsed = displayNameSchema.safeParse(oneLine);
  return parsed.success ? parsed.data : FALLBACK_DISPLAY_NAME;
}
