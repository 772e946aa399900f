// Reviews made by the tests over the API: the calls, and the answers' shapes.
import { call } from './api';
import type { TestUser } from './users';

export interface ReviewJson {
  displayName: string;
  rating: number;
  text: string;
  createdAt: string;
  updatedAt: string;
  mine?: true;
}

interface RatingJson {
  ratingCount: number;
  ratingAverage: number | null;
}

export interface ReviewSaveJson extends RatingJson {
  review: ReviewJson;
}

export interface ReviewDeleteJson extends RatingJson {
  deletedCount: 0 | 1;
}

export const reviewsPath = (recipeId: string) => `/recipes/${recipeId}/reviews`;
export const myReviewPath = (recipeId: string) => `/recipes/${recipeId}/reviews/me`;

/** PUT the user's review (the body as given, so tests can send invalid ones). */
export const putReview = (recipeId: string, user: TestUser, json: unknown) =>
  call<ReviewSaveJson>('PUT', myReviewPath(recipeId), { token: user.idToken, json });

export const deleteReview = (recipeId: string, user: TestUser) =>
  call<ReviewDeleteJson>('DELETE', myReviewPath(recipeId), { token: user.idToken });

/** One page of the recipe's reviews; `query` without the leading `?`. */
export const listReviews = (recipeId: string, query = '', user?: TestUser) =>
  call<ReviewJson[]>('GET', `${reviewsPath(recipeId)}${query ? `?${query}` : ''}`, { token: user?.idToken });
