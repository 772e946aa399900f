// A recipe's reviews as the recipe page reads them: newest first, one bounded
// page at a time (the page's first one in its loader data, then "Show more"
// with a cursor), and how many reviews give each number of stars. Written once
// over small sources that the web SDK (in the browser) and the Admin SDK (on
// the server) each provide, so both sides page exactly alike.
import { type CreatedAt, createdAtOf, newestFirstCursor, splitCursor } from './browse-cursor';
import { REVIEWS_LIMIT } from './constants';
import type { Recipe } from './recipe';
import type { StoredReview } from './review';
import { toDate } from './stored-recipe';

/** A review as the app shows it, timestamps as `Date`. */
export interface Review extends StoredReview<Date> {
  /** The document id: the reviewer's uid. */
  id: string;
}

export interface ReviewsPage {
  /** Newest first. */
  reviews: Review[];
  /** Where the next page starts; absent on the last page. */
  nextCursor?: string | undefined;
}

/** How many reviews give 1, 2, 3, 4 and 5 stars (index 0 is one star). */
export type StarCounts = [number, number, number, number, number];

/** Every star value a review may give (REVIEW_LIMITS.rating), lowest first: `StarCounts`' indexes plus one. */
export const STAR_VALUES = [1, 2, 3, 4, 5] as const;

export const noStars = (): StarCounts => [0, 0, 0, 0, 0];

/** What the recipe page reads of a recipe's reviews. Part of the loaders' reader (recipe-reader.ts). */
export interface ReviewReader {
  /** One page of the recipe's reviews, newest first, from the start or after `cursor` (a page's `nextCursor`). */
  reviewsPage(recipeId: string, cursor?: string): Promise<ReviewsPage>;
  /** How many reviews give each number of stars: one count() aggregation per star value. */
  starCounts(recipeId: string): Promise<StarCounts>;
}

/** A review document as a page reads it, with its exact creation time (the cursor's sort value). */
export interface ReviewDoc {
  review: Review;
  createdAt: CreatedAt;
}

/** The query a page needs, ordered by `createdAt` then the document id, both descending. */
export interface ReviewSource {
  read(limit: number, after?: readonly [CreatedAt, string]): Promise<ReviewDoc[]>;
}

/** The review with its id and `Date`s; only the fields a review has (firestore.rules allows no other). */
export function reviewFromStored(id: string, data: StoredReview<unknown>): Review {
  const { rating, text, displayName } = data;
  return { id, rating, text, displayName, createdAt: toDate(data.createdAt), updatedAt: toDate(data.updatedAt) };
}

/** The position a page's cursor names, or undefined when it is not one of ours (then the list starts over). */
function positionOf(cursor: string): [CreatedAt, string] | undefined {
  const parts = splitCursor(cursor);
  const created = parts && createdAtOf(parts.value);
  return parts && created ? [created, parts.id] : undefined;
}

export async function readReviewsPage(source: ReviewSource, cursor?: string): Promise<ReviewsPage> {
  const size = REVIEWS_LIMIT.default;
  // One more than a page says, in the same query, whether another page follows.
  const docs = await source.read(size + 1, cursor === undefined ? undefined : positionOf(cursor));
  const shown = docs.slice(0, size);
  const last = shown.at(-1);
  return {
    reviews: shown.map((doc) => doc.review),
    nextCursor: docs.length > size && last ? newestFirstCursor(last.createdAt, last.review.id) : undefined,
  };
}

/** The star counts of a set of reviews: exact only when it is every review of the recipe. */
export function starCountsOf(reviews: readonly Pick<Review, 'rating'>[]): StarCounts {
  const counts = noStars();
  for (const { rating } of reviews) {
    const index = rating - 1;
    if (index >= 0 && index < counts.length) counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}

/** The five counts, one aggregation per star value, side by side. */
export async function countStars(count: (stars: number) => Promise<number>): Promise<StarCounts> {
  const [one = 0, two = 0, three = 0, four = 0, five = 0] = await Promise.all(STAR_VALUES.map(count));
  return [one, two, three, four, five];
}

/** What the recipe page's loader hands on: the first page and the star counts. */
export interface RecipeReviews {
  page: ReviewsPage;
  stars: StarCounts;
}

/**
 * The recipe page's reviews with as few reads as the recipe allows: none
 * without a review (the rules keep `ratingCount` exact); the first page alone
 * when it holds them all (its stars are then exact); the five star counts
 * beside it when there are more.
 */
export async function readRecipeReviews(
  reader: ReviewReader,
  recipe: Pick<Recipe, 'id' | 'ratingCount'>,
): Promise<RecipeReviews> {
  if (recipe.ratingCount === 0) return { page: { reviews: [] }, stars: noStars() };
  const manyReviews = recipe.ratingCount > REVIEWS_LIMIT.default;
  const [page, counted] = await Promise.all([
    reader.reviewsPage(recipe.id),
    manyReviews ? reader.starCounts(recipe.id) : undefined,
  ]);
  // Reviews written since the recipe was read can make a page too few: count then.
  const stars = counted ?? (page.nextCursor ? await reader.starCounts(recipe.id) : starCountsOf(page.reviews));
  return { page, stars };
}
