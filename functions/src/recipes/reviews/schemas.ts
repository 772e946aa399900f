// The query and the answers of the review routes. The request body is the
// shared reviewInputSchema (schema/src/review.ts), as the web app's form and
// the rules have it. The OpenAPI document is generated from these.
import { z } from 'zod';
import { RECIPE_LIMITS, REVIEWS_LIMIT } from '@recipe-book/schema/constants';
import { reviewFields } from '@recipe-book/schema/review';
import { cursorParam, limitParam } from '../list-options';
import { ratingFields } from '../response-schemas';

export const reviewsQuerySchema = z.object({
  limit: limitParam(REVIEWS_LIMIT, 'Reviews per page.'),
  cursor: cursorParam('the recipe'),
});

/** A review as JSON: no uid and no e-mail, only the reviewer's public name. */
export const reviewResponseSchema = z.object({
  displayName: z
    .string()
    .min(RECIPE_LIMITS.displayName.min)
    .max(RECIPE_LIMITS.displayName.max)
    .describe("The reviewer's public name (never an e-mail address)."),
  rating: reviewFields.rating.describe('Stars, 1 to 5.'),
  text: reviewFields.text.describe('Plain text, possibly several lines; empty for stars only.'),
  createdAt: z.iso.datetime().describe('When the review was first written.'),
  updatedAt: z.iso.datetime().describe('When it was last written.'),
  mine: z
    .literal(true)
    .optional()
    .describe('Present, and true, on the review written by the caller whose Bearer token came with the request.'),
});
export type ReviewResponse = z.output<typeof reviewResponseSchema>;

export const reviewListSchema = z.array(reviewResponseSchema);

/** PUT /recipes/{id}/reviews/me: the review as stored, and the recipe's rating with it. */
export const reviewSaveResultSchema = z.object({
  review: reviewResponseSchema,
  ...ratingFields,
});
export type ReviewSaveResult = z.output<typeof reviewSaveResultSchema>;

/** DELETE /recipes/{id}/reviews/me: whether there was a review to delete, and the recipe's rating now. */
export const reviewDeleteResultSchema = z.object({
  deletedCount: z
    .union([z.literal(0), z.literal(1)])
    .describe('1 when this call deleted your review, 0 when you had none.'),
  ...ratingFields,
});
export type ReviewDeleteResult = z.output<typeof reviewDeleteResultSchema>;
