// Typed access to `households/{householdId}` and `users/{uid}.householdId`
// (docs/data-model.md#households). Only the backend writes a household's
// membership; every change goes through one transaction that also writes
// `users/{uid}.householdId`, so the two never disagree.
import type {
  DocumentReference,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  Timestamp,
} from 'firebase-admin/firestore';
import type { StoredHousehold, UserHousehold } from '@recipe-book/schema/household';
import { HOUSEHOLDS, USERS } from '@recipe-book/schema/paths';
import { db } from '../firebase';

export type Household = StoredHousehold<Timestamp>;

const householdConverter: FirestoreDataConverter<Household> = {
  toFirestore: (household) => household,
  // Only this module's callers write households, always in this shape (householdSchema).
  fromFirestore: (snapshot: QueryDocumentSnapshot) => snapshot.data() as Household,
};

export const householdsCollection = () => db.collection(HOUSEHOLDS).withConverter(householdConverter);
export const householdRef = (householdId: string) => householdsCollection().doc(householdId);

/** `users/{uid}`: here only its `householdId` is read or written (merged, never replacing other fields). */
export const userRef = (uid: string) => db.collection(USERS).doc(uid) as DocumentReference<UserHousehold>;

/** What a household id can be (Firestore's generated ids): anything else names none. */
export const isHouseholdId = (id: string) => /^[A-Za-z0-9]{1,128}$/.test(id);
