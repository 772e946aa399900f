// A recipe's reviews a page at a time, and the recipe page's first page read
// only when there is a review, over a fake source and reader.
import { describe, expect, it, vi } from 'vitest';
import { REVIEWS_LIMIT } from '../src/constants';
import {
  readRecipeReviews,
  readReviewsPage,
  type Review,
  type ReviewDoc,
  type ReviewReader,
  type ReviewSource,
} from '../src/review-listing';

/** Reviews newest first: review i was written i seconds before the newest. */
function reviewDocs(count: number): ReviewDoc[] {
  return Array.from({ length: count }, (_, i) => {
    const seconds = 1_800_000_000 - i;
    const review: Review = {
      id: `uid${i}`,
      rating: (i % 5) + 1,
      text: '',
      displayName: `Cook ${i}`,
      createdAt: new Date(seconds * 1000),
      updatedAt: new Date(seconds * 1000),
    };
    return { review, createdAt: { seconds, nanoseconds: 0 } };
  });
}

/** A source over the docs as Firestore would answer the ordered query. */
function sourceOf(docs: ReviewDoc[]): ReviewSource & { reads: number[] } {
  const reads: number[] = [];
  return {
    reads,
    async read(limit, after) {
      const start = after ? docs.findIndex((doc) => doc.review.id === after[1]) + 1 : 0;
      const found = docs.slice(start, start + limit);
      reads.push(found.length);
      return found;
    },
  };
}

describe('readReviewsPage', () => {
  it('pages through every review once, newest first, then stops', async () => {
    const docs = reviewDocs(REVIEWS_LIMIT.default * 2 + 3);
    const source = sourceOf(docs);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await readReviewsPage(source, cursor);
      seen.push(...page.reviews.map((review) => review.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(docs.map((doc) => doc.review.id));
    expect(source.reads).toHaveLength(3);
  });

  it('has no next page when one more than a page is not there', async () => {
    const page = await readReviewsPage(sourceOf(reviewDocs(REVIEWS_LIMIT.default)));
    expect(page.reviews).toHaveLength(REVIEWS_LIMIT.default);
    expect(page.nextCursor).toBeUndefined();
  });

  it('starts over for a cursor that is not one of its own', async () => {
    const page = await readReviewsPage(sourceOf(reviewDocs(3)), 'made-up');
    expect(page.reviews.map((review) => review.id)).toEqual(['uid0', 'uid1', 'uid2']);
  });
});

function readerOf(docs: ReviewDoc[]): ReviewReader {
  const source = sourceOf(docs);
  return { reviewsPage: (_id, cursor) => readReviewsPage(source, cursor) };
}

describe('readRecipeReviews', () => {
  it('reads nothing for a recipe without a review', async () => {
    const reader = readerOf(reviewDocs(3));
    const reviewsPage = vi.spyOn(reader, 'reviewsPage');
    expect(await readRecipeReviews(reader, { id: 'r', ratingCount: 0 })).toEqual({ reviews: [] });
    expect(reviewsPage).not.toHaveBeenCalled();
  });

  it('reads the first page only, however many reviews there are', async () => {
    const reader = readerOf(reviewDocs(30));
    const page = await readRecipeReviews(reader, { id: 'r', ratingCount: 30 });
    expect(page.reviews).toHaveLength(REVIEWS_LIMIT.default);
    expect(page.nextCursor).toBeDefined();
  });
});
