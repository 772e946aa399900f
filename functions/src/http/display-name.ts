// The public author name for a recipe, from the token's `name` claim. No text
// derived from the e-mail address is ever made public, so a missing or unusable
// name becomes a neutral fallback.
import type { DecodedIdToken } from 'firebase-admin/auth';
import { RECIPE_LIMITS } from '@recipe-book/schema/constants';
import { displayNameSchema } from '@recipe-book/schema/recipe';

export const FALLBACK_DISPLAY_NAME = 'Anonymous cook';

export function publicDisplayName(token: DecodedIdToken): string {
  const claim: unknown = token['name'];
  if (typeof claim !== 'string') return FALLBACK_DISPLAY_NAME;
  const oneLine = claim.replace(/\s+/g, ' ').trim().slice(0, RECIPE_LIMITS.displayName.max);
  const parsed = displayNameSchema.safeParse(oneLine);
  return parsed.success ? parsed.data : FALLBACK_DISPLAY_NAME;
}
