// A recipe's reviews a page at a time, and the star counts read with as few
// reads as the recipe allows, over a fake source and reader.
import { describe, expect, it, vi } from 'vitest';
import { REVIEWS_LIMIT } from '../src/constants';
import {
  readRecipeReviews,
  readReviewsPage,
  type Review,
  type ReviewDoc,
  type ReviewReader,
  type ReviewSource,
  type StarCounts,
  starCountsOf,
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

describe('starCountsOf', () => {
  it('counts the reviews per star value, one star first', () => {
    expect(starCountsOf([{ rating: 5 }, { rating: 5 }, { rating: 1 }, { rating: 3 }])).toEqual([1, 0, 1, 0, 2]);
  });
});

function readerOf(docs: ReviewDoc[], stars: StarCounts): ReviewReader & { counted: () => number } {
  const source = sourceOf(docs);
  const starCounts = vi.fn(async () => stars);
  return {
    reviewsPage: (_id, cursor) => readReviewsPage(source, cursor),
    starCounts,
    counted: () => starCounts.mock.calls.length,
  };
}

describe('readRecipeReviews', () => {
  it('reads nothing for a recipe without a review', async () => {
    const reader = readerOf(reviewDocs(3), [9, 9, 9, 9, 9]);
    const reviewsPage = vi.spyOn(reader, 'reviewsPage');
    expect(await readRecipeReviews(reader, { id: 'r', ratingCount: 0 })).toEqual({
      page: { reviews: [] },
      stars: [0, 0, 0, 0, 0],
    });
    expect(reviewsPage).not.toHaveBeenCalled();
    expect(reader.counted()).toBe(0);
  });

  it('counts the stars of a first page that holds every review, without aggregations', async () => {
    const reader = readerOf(reviewDocs(7), [9, 9, 9, 9, 9]);
    const { page, stars } = await readRecipeReviews(reader, { id: 'r', ratingCount: 7 });
    expect(page.reviews).toHaveLength(7);
    expect(stars).toEqual([2, 2, 1, 1, 1]);
    expect(reader.counted()).toBe(0);
  });

  it('counts with aggregations when there are more reviews than a page', async () => {
    const reader = readerOf(reviewDocs(30), [6, 6, 6, 6, 6]);
    const { page, stars } = await readRecipeReviews(reader, { id: 'r', ratingCount: 30 });
    expect(page.reviews).toHaveLength(REVIEWS_LIMIT.default);
    expect(page.nextCursor).toBeDefined();
    expect(stars).toEqual([6, 6, 6, 6, 6]);
    expect(reader.counted()).toBe(1);
  });

  it('counts with aggregations when reviews came after the recipe was read', async () => {
    const reader = readerOf(reviewDocs(REVIEWS_LIMIT.default + 2), [3, 3, 2, 2, 2]);
    const { stars } = await readRecipeReviews(reader, { id: 'r', ratingCount: 4 });
    expect(stars).toEqual([3, 3, 2, 2, 2]);
    expect(reader.counted()).toBe(1);
  });
});
