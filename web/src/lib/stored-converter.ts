// The typed boundary between Firestore and the app, for every kind of
// document: a snapshot becomes the plain object the schema's own mapping
// makes of it (its id, Dates for Timestamps), so no component sees a
// Timestamp or untyped document data. A server time not yet written (a
// pending local write) reads as the estimate. Free of the SDK's values (only
// its types), so that modules can use it before the SDK has loaded.
import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot, SnapshotOptions } from 'firebase/firestore';

export function storedConverter<Shown, Stored>(
  fromStored: (id: string, data: Stored) => Shown,
): FirestoreDataConverter<Shown> {
  return {
    toFirestore: (shown) => shown as DocumentData,
    fromFirestore: (snapshot: QueryDocumentSnapshot, options?: SnapshotOptions): Shown =>
      fromStored(snapshot.id, snapshot.data({ ...options, serverTimestamps: 'estimate' }) as Stored),
  };
}
