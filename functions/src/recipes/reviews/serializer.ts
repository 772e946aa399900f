// A stored review as the API returns it, fields picked one by one: the
// document id (the reviewer's uid) never leaves the server; the caller learns
// only which review is their own.
import type { StoredReviewDoc } from './collection';
import type { ReviewResponse } from './schemas';

export function toReviewResponse(review: StoredReviewDoc, mine: boolean): ReviewResponse {
  return {
    displayName: review.displayName,
    rating: review.rating,
    text: review.text,
    createdAt: review.createdAt.toDate().toISOString(),
    updatedAt: review.updatedAt.toDate().toISOString(),
    ...(mine ? { mine: true as const } : {}),
  };
}
