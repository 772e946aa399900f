// The review form: what the controls hold becomes a review the shared schema
// (and so the rules) accepts, and each problem is told on its own control.
import { REVIEW_LIMITS } from '@recipe-book/schema/constants';
import { describe, expect, it } from 'vitest';
import { CHOOSE_RATING, checkReviewForm, EMPTY_REVIEW, toReviewFormValues } from './review-form-schema';

describe('checkReviewForm', () => {
  it('turns the chosen radio into a number of stars and trims the text', () => {
    expect(checkReviewForm({ rating: '4', text: '  I used half the chilli.\n\nLovely.  ' })).toEqual({
      success: true,
      review: { rating: 4, text: 'I used half the chilli.\n\nLovely.' },
    });
  });

  it('accepts stars without text', () => {
    expect(checkReviewForm({ rating: '5', text: '   ' })).toEqual({ success: true, review: { rating: 5, text: '' } });
  });

  it('asks for a rating when none is chosen', () => {
    expect(checkReviewForm(EMPTY_REVIEW)).toEqual({ success: false, errors: { rating: CHOOSE_RATING } });
  });

  it('refuses stars outside 1–5 or between whole numbers (a tampered form)', () => {
    for (const rating of ['0', '6', '4.5', 'five']) {
      const checked = checkReviewForm({ rating, text: '' });
      expect(checked.success, rating).toBe(false);
      if (!checked.success) expect(checked.errors.rating, rating).toMatch(/star/);
    }
  });

  it('tells a text over the limit on the text, and both problems at once', () => {
    const long = 'a'.repeat(REVIEW_LIMITS.text.max + 1);
    expect(checkReviewForm({ rating: '', text: long })).toEqual({
      success: false,
      errors: { rating: CHOOSE_RATING, text: `Review text must be at most ${REVIEW_LIMITS.text.max} characters` },
    });
  });

  it('counts the limit after trimming', () => {
    const padded = ` ${'a'.repeat(REVIEW_LIMITS.text.max)} `;
    expect(checkReviewForm({ rating: '3', text: padded }).success).toBe(true);
  });
});

describe('toReviewFormValues', () => {
  it('shows a stored review for editing, and gives it back unchanged', () => {
    const values = toReviewFormValues({ rating: 2, text: 'Too salty.' });
    expect(values).toEqual({ rating: '2', text: 'Too salty.' });
    expect(checkReviewForm(values)).toEqual({ success: true, review: { rating: 2, text: 'Too salty.' } });
  });
});
