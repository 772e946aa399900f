// Typed access to a recipe's `reviews` subcollection: one document per
// reviewer, whose id is the reviewer's uid (docs/data-model.md#reviews).
import type { FirestoreDataConverter, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { reviewPath } from '@recipe-book/schema/paths';
import type { StoredReview } from '@recipe-book/schema/review';
import { db } from '../../firebase';

export type StoredReviewDoc = StoredReview<Timestamp>;

export const reviewConverter: FirestoreDataConverter<StoredReviewDoc> = {
  toFirestore: (review) => review,
  // The rules and every writer keep documents in this shape (REVIEW_DOC_FIELDS).
  fromFirestore: (snapshot: QueryDocumentSnapshot) => snapshot.data() as StoredReviewDoc,
};

export const reviewRef = (recipeId: string, uid: string) =>
  db.doc(reviewPath(recipeId, uid)).withConverter(reviewConverter);
