// The Admin SDK's side of the shared list queries (schema/src/list-queries.ts):
// a description becomes the Admin SDK query it describes, filter for filter
// and order for order, as web/src/lib/web-query.ts makes the web SDK's.
import {
  type DocumentData,
  FieldPath,
  type FirestoreDataConverter,
  type Query,
  Timestamp,
} from 'firebase-admin/firestore';
import { type CursorValue, DOCUMENT_ID, isTimestampParts, type ListQuery } from '@recipe-book/schema/list-queries';
import { db } from '../firebase';

const fieldOf = (field: string) => (field === DOCUMENT_ID ? FieldPath.documentId() : field);

/** A cursor's values as the SDK compares them: a Timestamp's parts become a Timestamp. */
const position = (cursor: CursorValue) =>
  cursor.map((value) => (isTimestampParts(value) ? new Timestamp(value.seconds, value.nanoseconds) : value));

export function adminQuery<T = DocumentData>(description: ListQuery, converter?: FirestoreDataConverter<T>): Query<T> {
  const collection = db.collection(description.path);
  let query = (converter ? collection.withConverter(converter) : collection) as Query<T>;
  for (const { field, op, value } of description.where) query = query.where(fieldOf(field), op, value);
  for (const { field, direction } of description.orderBy) query = query.orderBy(fieldOf(field), direction);
  if (description.startAfter) query = query.startAfter(...position(description.startAfter));
  if (description.endBefore) query = query.endBefore(...position(description.endBefore));
  if (description.limit !== undefined) query = query.limit(description.limit);
  if (description.limitToLast !== undefined) query = query.limitToLast(description.limitToLast);
  return query;
}
