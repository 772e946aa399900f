import { REVIEWS_LIMIT } from '@recipe-book/schema/constants';
import type { Review } from '@recipe-book/schema/review-listing';
import { describe, expect, it } from 'vitest';
import { mergeLiveReviews } from './merge-live-reviews';

/** Review `n`, written at minute `n` (a higher number is newer). */
const review = (n: number): Review => ({
  id: `cook-${n}`,
  rating: 4,
  text: `Review ${n}`,
  displayName: `Cook ${n}`,
  createdAt: new Date(Date.UTC(2026, 10, 26, 12, n)),
  updatedAt: new Date(Date.UTC(2026, 10, 26, 12, n)),
});
const newestFirst = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => review(from - i));
const ids = (reviews: Review[]) => reviews.map((r) => r.id);
const size = REVIEWS_LIMIT.default;

describe('mergeLiveReviews', () => {
  it('shows a new review first and keeps the older ones it pushed off the live page', () => {
    const loaded = newestFirst(size + 5, 1); // the first page and a page of "Show more"
    const live = newestFirst(size + 6, 7); // one new review: the live page now ends a review later
    expect(ids(mergeLiveReviews(live, loaded))).toEqual(ids(newestFirst(size + 6, 1)));
  });

  it('drops a review deleted from the live page', () => {
    const loaded = newestFirst(5, 1);
    const live = newestFirst(5, 1).filter((r) => r.id !== 'cook-3');
    expect(ids(mergeLiveReviews(live, loaded))).toEqual(['cook-5', 'cook-4', 'cook-2', 'cook-1']);
  });

  it('shows an edit as the live page has it', () => {
    const edited = { ...review(2), text: 'Better the second time' };
    const merged = mergeLiveReviews([review(3), edited, review(1)], newestFirst(3, 1));
    expect(merged.find((r) => r.id === 'cook-2')?.text).toBe('Better the second time');
  });

  it('keeps nothing but the live page while it is not full', () => {
    expect(ids(mergeLiveReviews([], newestFirst(3, 1)))).toEqual([]);
  });
});
