// A cook's public profile (docs/data-model.md#cook-profiles): what anyone may
// read about a cook on /cooks/{uid} and from GET /cooks/{uid}. The cook's own
// `users/{uid}` stays private; this document holds only what is meant to be
// public, and never an e-mail address (the name may not contain '@').
//
//   cooks/{uid}   { displayName, photoURL, bio, memberSince }
//
// Written by the cook alone (firestore.rules mirrors COOK_PROFILE_LIMITS and
// the fields below), in the same step as the Auth profile's name and photo.
// No zod here: the public page imports this module (cook-profile-schema.ts
// holds the checks, for the Profile page and the API).
import { RECIPE_LIMITS } from './constants';
import type { CookTotals } from './kept-totals';

export const COOK_PROFILES = 'cooks';

/** The public name shown for a cook without a usable one (display-name.ts makes every stored name). */
export const FALLBACK_DISPLAY_NAME = 'Anonymous cook';
export const cookProfilePath = (uid: string) => `${COOK_PROFILES}/${uid}`;

export const COOK_PROFILE_LIMITS = {
  /** A short bio, edited on the Profile page; empty is allowed. */
  bio: { max: 300 },
  photoURL: { max: RECIPE_LIMITS.image.max },
} as const;

/** Every field of the document, all required (the rules check the same list). */
export const COOK_PROFILE_FIELDS = ['displayName', 'photoURL', 'bio', 'memberSince'] as const;

/** A cook's public profile as the app renders it and the API returns it (dates as ISO strings). */
interface CookProfile {
  uid: string;
  displayName: string;
  photoURL: string;
  bio: string;
  /** When the account was made, as an ISO 8601 string. */
  memberSince: string;
}

/** What a cook's public recipes add up to (kept-totals.ts keeps the sums). */
interface CookStats {
  recipeCount: number;
  likesReceived: number;
  /** The mean star rating of every review of their public recipes; null before the first review. */
  ratingAverage: number | null;
}

export type CookPage = CookProfile & CookStats;

/** Anything with a `toDate()` (a Timestamp of either SDK), or a Date. */
type StoredTime = { toDate(): Date } | Date | undefined;

const isoOf = (time: StoredTime) => (time instanceof Date ? time : (time?.toDate() ?? new Date(0))).toISOString();

/** The stored document as the app shows it; a malformed field falls back to a neutral value. */
function cookProfileFromStored(uid: string, data: Record<string, unknown>): CookProfile {
  const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
  return {
    uid,
    displayName: text(data.displayName, FALLBACK_DISPLAY_NAME) || FALLBACK_DISPLAY_NAME,
    photoURL: text(data.photoURL),
    bio: text(data.bio),
    memberSince: isoOf(data.memberSince as StoredTime),
  };
}

const countOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A cook's kept totals as read (a missing field counts 0): here, not in kept-totals.ts, which every page loads. */
export function cookTotalsOf(data: Record<string, unknown> | undefined): CookTotals {
  return {
    recipeCount: countOf(data?.recipeCount),
    likesReceived: countOf(data?.likesReceived),
    ratingSum: countOf(data?.ratingSum),
    ratingCount: countOf(data?.ratingCount),
  };
}

/** The mean star rating over every review of the cook's public recipes, to one decimal; null before the first. */
export const cookRatingAverage = ({ ratingSum, ratingCount }: CookTotals): number | null =>
  ratingCount > 0 ? Math.round((ratingSum / ratingCount) * 10) / 10 : null;

/** The profile page's data from the two documents it reads: `cooks/{uid}` and the cook's kept totals. */
export function cookPageOf(
  uid: string,
  profile: Record<string, unknown>,
  totals: Record<string, unknown> | undefined,
): CookPage {
  const kept = cookTotalsOf(totals);
  return {
    ...cookProfileFromStored(uid, profile),
    recipeCount: kept.recipeCount,
    likesReceived: kept.likesReceived,
    ratingAverage: cookRatingAverage(kept),
  };
}
