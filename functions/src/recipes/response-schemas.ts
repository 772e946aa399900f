// What the REST API answers. The serializer is typed by these schemas and the
// OpenAPI document is generated from them, so the two cannot drift apart.
import { z } from 'zod';
import { nutritionSchema } from '@recipe-book/schema/nutrition';
import { recipeFields } from '@recipe-book/schema/recipe';
import { RECIPE_LIMITS, REVIEW_LIMITS } from '@recipe-book/schema/constants';
import { UNIT_SYSTEMS } from '@recipe-book/schema/units';

const count = z.int().min(0);

/** A recipe's rating as every answer that carries one shows it. */
export const ratingFields = {
  ratingCount: count.describe('How many reviews the recipe has.'),
  ratingAverage: z
    .number()
    .min(REVIEW_LIMITS.rating.min)
    .max(REVIEW_LIMITS.rating.max)
    .nullable()
    .describe('The average number of stars of its reviews (not rounded); null while there is no review.'),
};
export type RatingSummary = z.output<z.ZodObject<typeof ratingFields>>;

/**
 * A stored recipe as JSON: its id, the fields of docs/data-model.md, `totalTime`
 * and `likes` (= likeCount, for older clients). The rating is shown as its
 * count and average; the stored sum behind them is not.
 */
export const recipeResponseSchema = z.object({
  _id: z.string().describe('The Firestore document id.'),
  ...recipeFields,
  image: z.url().describe('Absolute: an image stored as a path on the site comes back as a URL on the site.'),
  totalTime: z
    .int()
    .min(RECIPE_LIMITS.prepTime.min + RECIPE_LIMITS.cookTime.min)
    .max(RECIPE_LIMITS.prepTime.max + RECIPE_LIMITS.cookTime.max)
    .describe('prepTime + cookTime, in minutes.'),
  sourceUrl: z
    .string()
    .nullable()
    .describe('The page the recipe was imported or adapted from; null for an original recipe.'),
  nutrition: nutritionSchema
    .nullable()
    .describe('Per serving of the recipe as written (kcal, grams, sodium in mg); null when the recipe tells none.'),
  videoUrl: z.string().nullable().describe("The recipe's video (YouTube or an .mp4/.webm file); null for none."),
  likeCount: count,
  likes: count.describe('Same as likeCount, kept for clients of the older API.'),
  wishlistCount: count,
  ...ratingFields,
  ownerUid: z.string().describe("The author's Auth uid."),
  displayName: z.string().min(RECIPE_LIMITS.displayName.min).max(RECIPE_LIMITS.displayName.max),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type RecipeResponse = z.output<typeof recipeResponseSchema>;

/** GET /recipes/{id}: the recipe, its ingredient lines scaled when `?servings=` asked for it, converted for `?units=`. */
export const oneRecipeResponseSchema = recipeResponseSchema.extend({
  scaledTo: recipeFields.servings
    .optional()
    .describe(
      'Present when `?servings=` was given: the ingredient lines are scaled from `servings` (the recipe as ' +
        'written) to this many. Lines without a quantity stay as written.',
    ),
  convertedTo: z
    .enum(UNIT_SYSTEMS)
    .optional()
    .describe(
      'Present when `?units=` was given: the ingredient lines and the temperatures in the instructions are ' +
        'in these units (lines and steps without anything to convert stay as written).',
    ),
});
export type OneRecipeResponse = z.output<typeof oneRecipeResponseSchema>;

export const insertResultSchema = z.object({ acknowledged: z.literal(true), insertedId: z.string() });
export const updateResultSchema = z.object({
  acknowledged: z.literal(true),
  matchedCount: z.literal(1),
  modifiedCount: z.literal(1),
});
export const deleteResultSchema = z.object({ acknowledged: z.literal(true), deletedCount: z.literal(1) });
const changed = z.union([z.literal(0), z.literal(1)]);
export const likeResultSchema = z.object({
  acknowledged: z.literal(true),
  liked: z.boolean().describe('Whether the caller likes the recipe now.'),
  likeCount: count,
  matchedCount: z.literal(1).describe('The recipe was found.'),
  modifiedCount: changed.describe('1 when this call changed the like, 0 when it was already so.'),
});

export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string().describe('Machine-readable, e.g. invalid-field, unauthenticated, recipe-not-found, rate-limited.'),
    message: z.string().describe('Human-readable; for a 400 it names the field.'),
  }),
});

export type InsertResult = z.output<typeof insertResultSchema>;
export type UpdateResult = z.output<typeof updateResultSchema>;
export type DeleteResult = z.output<typeof deleteResultSchema>;
export type LikeResult = z.output<typeof likeResultSchema>;

export const recipeListSchema = z.array(recipeResponseSchema);
