// The checks of a cook's public profile (cook-profile.ts), shared by the
// Profile page's form and the rules tests; firestore.rules mirrors them.
import { z } from 'zod';
import { IMAGE_PATTERN } from './constants';
import { COOK_PROFILE_LIMITS } from './cook-profile';

/** The bio as the Profile page and the rules accept it: trimmed, at most 300 characters, any number of lines. */
export const bioSchema = z
  .string({ error: 'Bio must be text' })
  .trim()
  .max(COOK_PROFILE_LIMITS.bio.max, `Bio must be at most ${COOK_PROFILE_LIMITS.bio.max} characters`);

/** A photo address as the recipes' image, or none. */
export const profilePhotoSchema = z.union([
  z.literal(''),
  z.string().max(COOK_PROFILE_LIMITS.photoURL.max).regex(IMAGE_PATTERN),
]);
