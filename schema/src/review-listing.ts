// A recipe's reviews as the recipe page reads them: newest first, one bounded
// page at a time (the page's first one in its loader data, then "Show more"
// with a cursor). How many reviews give each number of stars is no read of
// its own: the recipe keeps it (`starCounts`, rating.ts). Written once
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

/** What the recipe page reads of a recipe's reviews. Part of the loaders' reader (recipe-reader.ts). */
export interface ReviewReader {
  /** One page of the recipe's reviews, newest first, from the start or after `cursor` (a page's `nextCursor`). */
  reviewsPage(recipeId: string, cursor?: string): Promise<ReviewsPage>;
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

/**
 * The recipe page's first page of reviews, with no read for a recipe without
 * a review (the rules keep `ratingCount` exact). The star bars come from the
 * recipe itself (`starCounts`).
 */
export async function readRecipeReviews(
  reader: ReviewReader,
  recipe: Pick<Recipe, 'id' | 'ratingCount'>,
): Promise<ReviewsPage> {
  return recipe.ratingCount === 0 ? { reviews: [] } : reader.reviewsPage(recipe.id);
}
