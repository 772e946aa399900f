// The typed boundary between Firestore and the reviews: snapshots become
// plain `Review` objects with their id (the reviewer's uid) and `Date`s, by the
// same mapping the server's reader uses (schema/src/review-listing.ts).
import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot, SnapshotOptions } from 'firebase/firestore';
import type { StoredReview } from '@recipe-book/schema/review';
import { type Review, reviewFromStored } from '@recipe-book/schema/review-listing';

export const reviewConverter: FirestoreDataConverter<Review> = {
  toFirestore: (review) => review as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot, options?: SnapshotOptions): Review {
    // A review just written on this device has no server time yet: "now" is what it will be.
    const data = snapshot.data({ ...options, serverTimestamps: 'estimate' }) as StoredReview<unknown>;
    return reviewFromStored(snapshot.id, data);
  },
};
