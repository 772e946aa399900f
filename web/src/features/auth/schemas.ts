// Validation of the account forms, with the messages shown under the fields.
import { PASSWORD_RULE, RECIPE_LIMITS } from '@recipe-book/schema/constants';
import { bioSchema } from '@recipe-book/schema/cook-profile-schema';
import { displayNameSchema, IMAGE_PATTERN } from '@recipe-book/schema/recipe';
import { z } from 'zod';

const email = z.string().trim().min(1, 'E-mail is required').pipe(z.email('Enter a valid e-mail address'));

const password = z
  .string()
  .min(1, 'Password is required')
  .min(PASSWORD_RULE.minLength, `Password must be at least ${PASSWORD_RULE.minLength} characters`)
  .regex(PASSWORD_RULE.pattern, 'Password must include a number, a lowercase letter and an uppercase letter');

/** Recipes copy this name, so it is the recipes' own displayName schema. */
const name = displayNameSchema;

/** A web address, or a picture bundled with the site (the demo accounts use those). */
const photoURL = z
  .string()
  .trim()
  .min(1, 'Photo URL is required')
  .max(RECIPE_LIMITS.image.max, `Photo URL must be at most ${RECIPE_LIMITS.image.max} characters`)
  .regex(IMAGE_PATTERN, 'Enter a web address starting with https:// (or a path on this site starting with /)');

export const loginSchema = z.object({ email, password });
export type LoginValues = z.infer<typeof loginSchema>;

export const registerSchema = z.object({ name, email, photoURL, password });
export type RegisterValues = z.infer<typeof registerSchema>;

/** The Profile page's form: the account's name and photo, and the public profile's bio. */
export const profileSchema = z.object({ name, photoURL, bio: bioSchema });
export type ProfileValues = z.infer<typeof profileSchema>;
