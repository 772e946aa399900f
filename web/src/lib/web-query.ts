// The web SDK's side of the shared list queries (schema/src/list-queries.ts):
// a description becomes the web SDK query it describes, filter for filter and
// order for order, as functions/src/lib/admin-query.ts makes the Admin SDK's.
// Imports the SDK statically: for data access that has it loaded anyway.
import {
  collection,
  documentId,
  endBefore,
  type Firestore,
  type FirestoreDataConverter,
  limit,
  limitToLast,
  orderBy,
  query,
  type Query,
  startAfter,
  Timestamp,
  where,
} from 'firebase/firestore';
import { type CursorValue, DOCUMENT_ID, isTimestampParts, type ListQuery } from '@recipe-book/schema/list-queries';

const fieldOf = (field: string) => (field === DOCUMENT_ID ? documentId() : field);

/** A cursor's values as the SDK compares them: a Timestamp's parts become a Timestamp. */
const position = (cursor: CursorValue) =>
  cursor.map((value) => (isTimestampParts(value) ? new Timestamp(value.seconds, value.nanoseconds) : value));

export function webQuery<T>(db: Firestore, description: ListQuery, converter: FirestoreDataConverter<T>): Query<T> {
  const { where: filters, orderBy: order, startAfter: after, endBefore: before } = description;
  return query(
    collection(db, description.path).withConverter(converter),
    ...filters.map(({ field, op, value }) => where(fieldOf(field), op, value)),
    ...order.map(({ field, direction }) => orderBy(fieldOf(field), direction)),
    ...(after ? [startAfter(...position(after))] : []),
    ...(before ? [endBefore(...position(before))] : []),
    ...(description.limit === undefined ? [] : [limit(description.limit)]),
    ...(description.limitToLast === undefined ? [] : [limitToLast(description.limitToLast)]),
  );
}
