// A recipe's reviews in the order the page shows them and one cook's review, typed by the converter.
import { doc, type Firestore } from 'firebase/firestore';
import { type ListWindow, reviewsQuery, windowOf } from '@recipe-book/schema/list-queries';
import { RECIPES, REVIEWS } from '@recipe-book/schema/paths';
import { webQuery } from '@/lib/web-query';
import { reviewConverter } from './review-converter';

/** Newest first, the id breaking ties (as GET /recipes/{id}/reviews pages them): the reviews in `window`. */
export const newestReviewsQuery = (db: Firestore, recipeId: string, window: ListWindow) =>
  webQuery(db, windowOf(reviewsQuery(recipeId), window), reviewConverter);

export const reviewDoc = (db: Firestore, recipeId: string, uid: string) =>
  doc(db, RECIPES, recipeId, REVIEWS, uid).withConverter(reviewConverter);
