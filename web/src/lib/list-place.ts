// Where a cook's meal plan and shopping list live: their household's
// (`households/{id}/mealPlan`, `…/shoppingList`) when they have one, else
// their own (`users/{uid}/…`). The features' refs build every collection from
// a place, so reading and writing follow the cook into and out of a household.
import { collection, type Firestore, getDocs, limit, query, where } from 'firebase/firestore';
import { HOUSEHOLDS, USERS } from '@recipe-book/schema/paths';
import { addedByFields, type Signer } from '@recipe-book/schema/signer';
import { loadFirestore } from './firebase';
import type { ProfileUser } from './public-name';

export interface ListPlace {
  /** The document the plan and the list hang from: `users/{uid}` or `households/{id}`. */
  path: string;
  /**
   * In a household: the cook's uid and profile name, written as `addedByUid`
   * and `addedBy` on what they add and `checkedByUid` and `checkedBy` on what
   * they tick (the rules require their own there and allow them nowhere
   * else). Undefined for the cook's own plan and list.
   */
  member?: Signer;
}

/** The signed-in cook, as far as the place needs them. */
export type PlaceUser = ProfileUser;

/** The cook's household, if any: the one list query the rules allow on households. */
export const householdOfQuery = (db: Firestore, uid: string) =>
  query(collection(db, HOUSEHOLDS), where('memberUids', 'array-contains', uid), limit(1));

export const ownPlace = (uid: string): ListPlace => ({ path: `${USERS}/${uid}` });

/**
 * The cook as their profile names them (lib/public-name.ts). Its code is
 * downloaded when a household needs it, not with every page.
 */
export const loadSigner = async (user: PlaceUser): Promise<Signer> => (await import('./public-name')).readSigner(user);

/** `member`: the cook as their profile names them (loadSigner). */
export const householdPlace = (householdId: string, member: Signer): ListPlace => ({
  path: `${HOUSEHOLDS}/${householdId}`,
  member,
});

/**
 * The place once, for a write made outside the live pages (a recipe page's
 * buttons). Offline, Firestore answers from this device's cache.
 */
export async function readListPlace(user: PlaceUser): Promise<ListPlace> {
  const found = await getDocs(householdOfQuery(await loadFirestore(), user.uid));
  const household = found.docs[0];
  return household ? householdPlace(household.id, await loadSigner(user)) : ownPlace(user.uid);
}

/** The fields a write adds in a household: who added it. */
export const addedByOf = (place: ListPlace): { addedBy?: string; addedByUid?: string } =>
  place.member === undefined ? {} : addedByFields(place.member);

/**
 * A page's way to learn the place, live (`undefined` until known): the routes
 * hand the household feature's hook to the planner and the list, which do
 * not import another feature. Called inside <WithFirestore>.
 */
export type UseListPlace = (user: PlaceUser) => ListPlace | undefined;
