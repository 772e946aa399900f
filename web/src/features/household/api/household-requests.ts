// The calls of Settings → Household and of the join page to the REST API
// (/api/household…, docs/rest-api.md#households), as the signed-in cook.
import { doc, type Firestore, getDoc, getDocs } from 'firebase/firestore';
import { USERS } from '@recipe-book/schema/paths';
import { ApiRequestError, requestApi } from '@/lib/api-request';
import { loadFirestore } from '@/lib/firebase';
import { householdOfQuery } from '@/lib/list-place';
import {
  anyObjectAnswer,
  householdAnswer,
  inviteAnswer,
  type HouseholdInvite,
  type HouseholdView,
} from './household-answers';

/** What Settings shows first: the cook's household, or none, with the one its owner removed them from. */
export interface HouseholdRead {
  household: HouseholdView | null;
  /** The name of the household whose owner removed the cook, until they create or join one. */
  removedFrom: string | null;
}

/**
 * The cook's household, or none. Firestore says first whether there is one
 * (the query the rules allow members), so that a cook without a household
 * never asks the API for the 404 that the browser would log as a failed
 * request; their own document then says whether an owner removed them.
 */
export async function getHousehold(uid: string): Promise<HouseholdRead> {
  const db = await loadFirestore();
  const found = await getDocs(householdOfQuery(db, uid));
  if (found.empty) return { household: null, removedFrom: await removedFromName(db, uid) };
  try {
    return { household: await requestApi('/household', { answer: householdAnswer }), removedFrom: null };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return { household: null, removedFrom: null };
    throw error;
  }
}

/** `users/{uid}.removedFrom`'s household name (the backend writes it: docs/data-model.md#households). */
async function removedFromName(db: Firestore, uid: string): Promise<string | null> {
  const removedFrom: unknown = (await getDoc(doc(db, USERS, uid))).get('removedFrom');
  const name: unknown =
    typeof removedFrom === 'object' && removedFrom !== null && 'name' in removedFrom ? removedFrom.name : null;
  return typeof name === 'string' && name !== '' ? name : null;
}

const createHousehold = (name: string): Promise<HouseholdView> =>
  requestApi('/household', { method: 'POST', json: { name }, answer: householdAnswer });

/** The owner renames the household or hands it over to another member. */
const updateHousehold = (patch: { name: string } | { ownerUid: string }): Promise<HouseholdView> =>
  requestApi('/household', { method: 'PATCH', json: patch, answer: householdAnswer });

const createInvite = (): Promise<HouseholdInvite> =>
  requestApi('/household/invites', { method: 'POST', answer: inviteAnswer });

async function revokeInvite(code: string): Promise<void> {
  // `revoked: false` means it was gone already (used up, or revoked in another tab): what the cook asked for.
  await requestApi(`/household/invites/${encodeURIComponent(code)}`, { method: 'DELETE', answer: anyObjectAnswer });
}

const joinHousehold = (code: string): Promise<HouseholdView> =>
  requestApi('/household/join', { method: 'POST', json: { code }, answer: householdAnswer });

/** `me` leaves; the owner removes another member by their uid. */
async function removeMember(uid: string | 'me'): Promise<void> {
  await requestApi(`/household/members/${encodeURIComponent(uid)}`, { method: 'DELETE', answer: anyObjectAnswer });
}

/**
 * The calls Settings → Household and the join page make, handed to their components as one port
 * (a component test hands in its own): everything but the first read (use-household-view.ts).
 */
export const householdRequests = {
  createHousehold,
  updateHousehold,
  createInvite,
  revokeInvite,
  joinHousehold,
  removeMember,
};
export type HouseholdRequests = typeof householdRequests;
