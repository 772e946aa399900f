// What GET /cooks/{uid} and GET /cooks/{uid}/recipes take and answer. The
// OpenAPI document is generated from these, so the two cannot drift apart.
import { z } from 'zod';
import { LIST_LIMIT, RECIPE_LIMITS, REVIEW_LIMITS } from '@recipe-book/schema/constants';
import { COOK_PROFILE_LIMITS } from '@recipe-book/schema/cook-profile';
import { cursorParam, limitParam } from '../recipes/list-options';

const count = z.int().min(0);

/** A cook's public profile and what their public recipes received. Never an e-mail address. */
export const cookResponseSchema = z.object({
  uid: z.string().describe("The cook's Auth uid (a recipe's `ownerUid`)."),
  displayName: z.string().min(RECIPE_LIMITS.displayName.min).max(RECIPE_LIMITS.displayName.max),
  photoURL: z.string().describe("The cook's photo: an absolute URL, or an empty string for none."),
  bio: z.string().max(COOK_PROFILE_LIMITS.bio.max).describe('A few words by the cook; may be empty.'),
  memberSince: z.iso.datetime().describe("When the cook's profile was made."),
  recipeCount: count.describe('Their public recipes (unlisted and private ones are not counted).'),
  likesReceived: count.describe('Likes of their public recipes, all together.'),
  ratingAverage: z
    .number()
    .min(REVIEW_LIMITS.rating.min)
    .max(REVIEW_LIMITS.rating.max)
    .nullable()
    .describe('The mean of every review of their public recipes, to one decimal; null while there is none.'),
});
export type CookResponse = z.output<typeof cookResponseSchema>;

/** GET /cooks/{uid}/recipes: the paging of GET /recipes; always newest first, public recipes only. */
export const cookRecipesQuerySchema = z.object({
  limit: limitParam(LIST_LIMIT, 'Recipes per page.'),
  cursor: cursorParam('the cook'),
});
