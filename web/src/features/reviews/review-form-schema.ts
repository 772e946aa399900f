// The review form's values and validation. The form holds what its controls
// hold (the chosen radio's value as text, '' before one is chosen); the
// schema turns that into a review and pipes it into the shared review schema,
// so the form accepts exactly what the rules accept. Each message goes on the
// control it is about.
import { type ReviewInput, reviewInputSchema } from '@recipe-book/schema/review';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';

export interface ReviewFormValues {
  rating: string;
  text: string;
}

export const EMPTY_REVIEW: ReviewFormValues = { rating: '', text: '' };

/** A stored review as the form shows it, for an edit. */
export const toReviewFormValues = (review: Pick<ReviewInput, 'rating' | 'text'>): ReviewFormValues => ({
  rating: String(review.rating),
  text: review.text,
});

export const CHOOSE_RATING = 'Choose a rating from 1 to 5 stars';

const reviewFormSchema = z
  .object({ rating: z.string(), text: z.string() })
  .transform(({ rating, text }) => ({ rating: rating === '' ? undefined : Number(rating), text }))
  .pipe(reviewInputSchema);

export type ReviewFormCheck =
  { success: true; review: ReviewInput } | { success: false; errors: Partial<Record<keyof ReviewFormValues, string>> };

/** The review the values make, or one message per control (the first of each). */
export function checkReviewForm(values: ReviewFormValues): ReviewFormCheck {
  const checked = reviewFormSchema.safeParse(values);
  if (checked.success) return { success: true, review: checked.data };
  const errors: Partial<Record<keyof ReviewFormValues, string>> = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0] === 'text' ? 'text' : 'rating';
    // No radio chosen reads as "choose one", not as "must be a number".
    errors[field] ??= field === 'rating' && values.rating === '' ? CHOOSE_RATING : issue.message;
  }
  return { success: false, errors };
}

export const reviewFormResolver: Resolver<ReviewFormValues, unknown, ReviewInput> = (values) => {
  const checked = checkReviewForm(values);
  if (checked.success) return { values: checked.review, errors: {} };
  const errors = Object.fromEntries(
    Object.entries(checked.errors).map(([field, message]) => [field, { type: 'validate', message }]),
  );
  return { values: {}, errors };
};
