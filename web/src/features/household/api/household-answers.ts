// What the /household routes answer (docs/rest-api.md#households), checked by
// hand rather than with zod: Settings shows the household as it opens, and zod
// (24 kB gzip) would weigh on every visit, as for the token list.
import type { AnswerCheck } from '@/lib/api-request';

export interface HouseholdMember {
  uid: string;
  /** Their public name, never an e-mail address. */
  displayName: string;
  isOwner: boolean;
}

/** GET /household, and what creating, joining, renaming and handing over answer. */
export interface HouseholdView {
  id: string;
  name: string;
  owner: { displayName: string };
  /** Every member, the owner included, in joining order. */
  members: HouseholdMember[];
}

/** POST /household/invites: the code is in this answer only. */
export interface HouseholdInvite {
  code: string;
  url: string;
  expiresAt: string;
  usesLeft: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

const isMember = (value: unknown): value is HouseholdMember =>
  isRecord(value) && isText(value.uid) && isText(value.displayName) && typeof value.isOwner === 'boolean';

const isHousehold = (value: unknown): value is HouseholdView =>
  isRecord(value) &&
  isText(value.id) &&
  isText(value.name) &&
  isRecord(value.owner) &&
  isText(value.owner.displayName) &&
  Array.isArray(value.members) &&
  value.members.length > 0 &&
  value.members.every(isMember);

const isInvite = (value: unknown): value is HouseholdInvite =>
  isRecord(value) &&
  isText(value.code) &&
  isText(value.url) &&
  isText(value.expiresAt) &&
  !Number.isNaN(Date.parse(value.expiresAt)) &&
  Number.isInteger(value.usesLeft);

/** An AnswerCheck from a type guard. */
const checkWith = <Answer>(guard: (value: unknown) => value is Answer): AnswerCheck<Answer> => ({
  safeParse: (value) => (guard(value) ? { success: true, data: value } : { success: false }),
});

export const householdAnswer = checkWith(isHousehold);
export const inviteAnswer = checkWith(isInvite);
/** Answers whose content the app does not need (`{ revoked }`, `{ householdDeleted }`): any object. */
export const anyObjectAnswer = checkWith(isRecord);
