// The public author name for a recipe, from the token's `name` claim, made by
// the same function the web app uses (schema/src/display-name.ts).
import type { DecodedIdToken } from 'firebase-admin/auth';
import { publicDisplayName as publicName } from '@recipe-book/schema/display-name';

export { FALLBACK_DISPLAY_NAME } from '@recipe-book/schema/display-name';

export function publicDisplayName(token: DecodedIdToken): string {
  return publicName(token['name']);
}
