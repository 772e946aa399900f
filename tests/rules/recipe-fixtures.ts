// Recipe documents for the rules suites, built from the shared schema so that
// the tests follow its limits: a valid recipe as the web app writes it, the
// same recipe as stored (with the search tokens the backend adds), and the
// schema's verdict on a value.
import { isDeepStrictEqual } from 'node:util';
import { cookProfilePath } from '@recipe-book/schema/cook-profile';
import { NEW_RECIPE_COUNTERS, type RecipeInput } from '@recipe-book/schema/recipe';
import { searchFields } from '@recipe-book/schema/recipe-foods';
import { serverTimestamp, Timestamp } from 'firebase/firestore';
import type { DocumentData } from 'firebase/firestore';
import type { ZodType } from 'zod';
import { sampleRecipeInput } from '../../schema/test/support/sample-recipe';
import { OTHER_UID, OWNER_UID } from './rules-env';

/** The public names of the two actors, as their profiles (cooks/{uid}) hold them. */
export const DISPLAY_NAME = 'Alice Cook';
export const OTHER_NAME = 'Bob Nguyen';
const NAMES: Record<string, string> = { [OWNER_UID]: DISPLAY_NAME, [OTHER_UID]: OTHER_NAME };

/** A cook's public profile as stored: the name the rules require on what the cook signs. */
export const cookProfile = (displayName: unknown): DocumentData => ({
  displayName,
  photoURL: '',
  bio: '',
  memberSince: SEEDED_AT,
});

/** The profiles of the two actors, for a suite to seed before each test: Alice Cook and Bob Nguyen. */
export const actorProfiles = (): Record<string, DocumentData> =>
  Object.fromEntries(Object.entries(NAMES).map(([uid, name]) => [cookProfilePath(uid), cookProfile(name)]));

/** The author of the recipe that likes and wishlists point at: neither actor of their grids. */
export const AUTHOR_UID = 'carol';

/** Content an author could type in the add form: the suites' one sample recipe. */
export function validContent(): RecipeInput {
  return sampleRecipeInput('Spaghetti Carbonara');
}

/**
 * A new recipe as the web app writes it: content and server fields, no
 * backend-kept ones, signed with the owner's profile name (an actor's, else Alice's).
 */
export function newRecipe(ownerUid: string, content: Record<string, unknown> = validContent()): DocumentData {
  return {
    ...content,
    ...NEW_RECIPE_COUNTERS,
    ownerUid,
    displayName: NAMES[ownerUid] ?? DISPLAY_NAME,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}

/** When seeded documents were written. */
export const SEEDED_AT = Timestamp.fromDate(new Date('2025-01-01T12:00:00Z'));

/**
 * A recipe already in the database, with the search tokens and foods the backend keeps
 * and `changes` such as its counters.
 */
export function storedRecipe(ownerUid: string, changes: DocumentData = {}): DocumentData {
  const recipe = newRecipe(ownerUid);
  return {
    ...recipe,
    ...searchFields({ title: String(recipe.title), ingredients: recipe.ingredients as string[] }),
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
    ...changes,
  };
}

/** A client-chosen time: the rules want the server's. */
export const CLIENT_TIME = Timestamp.fromDate(new Date('2030-01-01T00:00:00Z'));

/**
 * Whether `schema` accepts `value` and would store it unchanged. The writers
 * store what the schema outputs (trimmed strings), and the rules accept only
 * such stored values, so this is the verdict the rules must agree with.
 */
export function storesAsIs(schema: ZodType, value: unknown): boolean {
  const parsed = schema.safeParse(value);
  return parsed.success && isDeepStrictEqual(parsed.data, value);
}

/** A case of a table: its name, a change to a valid document, and whether the result is allowed. */
export type Case = [string, DocumentData, boolean];

/**
 * The cases whose verdict is the schema's too: those that set createdAt or
 * updatedAt test the server's times, which only the rules check.
 */
export function schemaCases(cases: readonly Case[]): Case[] {
  return cases.filter(([, changes]) => !('createdAt' in changes || 'updatedAt' in changes));
}

/** `count` pizza emoji: one character (code point) each, but two UTF-16 units. */
export function emoji(count: number): string {
  return '🍕'.repeat(count);
}

/** `count` copies of `item`. */
export function repeated<T>(count: number, item: T): T[] {
  return Array.from({ length: count }, () => item);
}
