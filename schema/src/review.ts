// The review schema: what a cook writes in `recipes/{id}/reviews/{uid}`
// (docs/data-model.md#reviews). Used by the review form in web/ and by the REST
// function; firestore.rules mirrors it and tests/rules proves they agree.
import { z } from 'zod';
import { REVIEW_LIMITS as L } from './constants';

export const reviewFields = {
  rating: z
    .number({ error: 'Rating must be a number of stars' })
    .int('Rating must be a whole number of stars')
    .min(L.rating.min, `Rating must be at least ${L.rating.min} star`)
    .max(L.rating.max, `Rating must be at most ${L.rating.max} stars`),
  // Plain text over several lines; empty is allowed (stars only).
  text: z
    .string({ error: 'Review text must be text' })
    .trim()
    .max(L.text.max, `Review text must be at most ${L.text.max} characters`),
};

/** What a reviewer supplies; unknown fields are rejected. */
export const reviewInputSchema = z.strictObject(reviewFields);
export type ReviewInput = z.output<typeof reviewInputSchema>;

/** Every field of a review document; the rules allow no other. */
export const REVIEW_DOC_FIELDS = ['rating', 'text', 'displayName', 'createdAt', 'updatedAt'] as const;

/** A review as stored, timestamps as the caller's type. The document id is the reviewer's uid. */
export interface StoredReview<Time> extends ReviewInput {
  /** The reviewer's public name (never an e-mail). */
  displayName: string;
  createdAt: Time;
  updatedAt: Time;
}
