// Rules of cooks/{uid} (docs/security-rules.md): a cook's public profile,
// which anyone reads one at a time, only its cook writes, and whose fields
// follow schema/src/cook-profile.ts (COOK_PROFILE_FIELDS, COOK_PROFILE_LIMITS)
// and cook-profile-schema.ts (bioSchema, profilePhotoSchema).
import {
  COOK_PROFILE_FIELDS,
  COOK_PROFILE_LIMITS,
  COOK_PROFILES,
  cookProfilePath,
} from '@recipe-book/schema/cook-profile';
import { bioSchema, profilePhotoSchema } from '@recipe-book/schema/cook-profile-schema';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { type Case, emoji, schemaCases, storesAsIs } from './recipe-fixtures';
import { expectRules, grid, OTHER_UID, OWNER_UID, rulesFieldList, useRulesEnv, type Operation } from './rules-env';

const rules = useRulesEnv('demo-rules-cook-profiles');

// A stored profile's memberSince; a new one is the server's time of the write.
const MEMBER_SINCE = Timestamp.fromDate(new Date('2025-01-02T03:04:05Z'));
const profile = (changes: DocumentData = {}): DocumentData => ({
  displayName: 'Alice Martin',
  photoURL: 'https://example.com/alice.webp',
  bio: 'Soups, mostly.',
  memberSince: serverTimestamp(),
  ...changes,
});
const storedProfile = (changes: DocumentData = {}) => profile({ memberSince: MEMBER_SINCE, ...changes });

const profileRef = (db: Firestore, uid = OWNER_UID) => doc(db, cookProfilePath(uid));

describe('cooks: who may do what', () => {
  const operations: Record<Operation, (db: Firestore) => Promise<unknown>> = {
    get: (db) => getDoc(profileRef(db)),
    list: (db) => getDocs(collection(db, COOK_PROFILES)),
    create: (db) => setDoc(profileRef(db), profile()),
    update: (db) => updateDoc(profileRef(db), { bio: 'Now mostly bread.' }),
    delete: (db) => deleteDoc(profileRef(db)),
  };
  const cells = grid({
    get: ['anonymous', 'owner', 'other'],
    list: [],
    create: ['owner'],
    update: ['owner'],
    delete: [],
  });
  it.each(cells)('%s %s → allowed: %s', async (actor, operation, allowed) => {
    if (operation !== 'create') await rules.seed({ [cookProfilePath(OWNER_UID)]: storedProfile() });
    await expectRules(operations[operation](rules.db(actor)), allowed);
  });

  it("nobody writes another cook's profile, even one that does not exist yet, or in the cook's own name", async () => {
    await expectRules(setDoc(profileRef(rules.db('other'), OWNER_UID), profile()), false);
    await rules.seed({ [cookProfilePath(OWNER_UID)]: storedProfile() });
    await expectRules(setDoc(profileRef(rules.db('other'), OWNER_UID), storedProfile({ bio: 'Hacked' })), false);
    await expectRules(setDoc(profileRef(rules.db('owner'), OTHER_UID), profile()), false);
  });
});

// One case per clause of isCookProfile; each says whether the rules (and, but for memberSince, the schema) accept it.
const BIO_MAX = COOK_PROFILE_LIMITS.bio.max;
const BIO_CASES: Case[] = [
  ['an empty bio', { bio: '' }, true],
  [`a bio of ${BIO_MAX} characters`, { bio: 'b'.repeat(BIO_MAX) }, true],
  [`a bio of ${BIO_MAX} emoji (code points, as the schema counts)`, { bio: emoji(BIO_MAX) }, true],
  [`a bio of ${BIO_MAX + 1} characters`, { bio: 'b'.repeat(BIO_MAX + 1) }, false],
  ['a bio over several lines', { bio: 'Soups.\nBread on Sundays.' }, true],
  ['a bio with a space at an end (not trimmed)', { bio: 'Soups. ' }, false],
  ['a bio that is not text', { bio: 42 }, false],
];
const PHOTO_CASES: Case[] = [
  ['no photo', { photoURL: '' }, true],
  ['a photo on this site', { photoURL: '/images/avatar.webp' }, true],
  ['a photo that is not a web address', { photoURL: 'javascript:alert(1)' }, false],
  ['a photo address of 2049 characters', { photoURL: `https://example.com/${'p'.repeat(2029)}` }, false],
];
const OTHER_CASES: Case[] = [
  ['a name with @ (no e-mail is ever public)', { displayName: 'alice@example.com' }, false],
  ['an empty name', { displayName: '' }, false],
  ['a member since in the future', { memberSince: Timestamp.fromDate(new Date(Date.now() + 86_400_000)) }, false],
  [
    'a member since in the past (backdated to 2001)',
    { memberSince: Timestamp.fromDate(new Date('2001-01-01')) },
    false,
  ],
  [
    'a member since a second ago, not the time of the write',
    { memberSince: Timestamp.fromMillis(Date.now() - 1000) },
    false,
  ],
  ['a member since that is not a time', { memberSince: '2025-01-02' }, false],
  ['another field (an e-mail)', { email: 'alice@example.com' }, false],
];

describe('cooks: what a profile holds', () => {
  it.each([...BIO_CASES, ...PHOTO_CASES, ...OTHER_CASES])('%s → allowed: %s', async (_name, changes, allowed) => {
    await expectRules(setDoc(profileRef(rules.db('owner')), profile(changes)), allowed);
  });

  it('a profile without a bio → denied (every field is required)', async () => {
    const { bio: _bio, ...withoutBio } = profile();
    await expectRules(setDoc(profileRef(rules.db('owner')), withoutBio), false);
  });

  it.each(schemaCases(BIO_CASES))('schema and rules agree: %s', (_name, { bio }, allowed) => {
    expect(storesAsIs(bioSchema, bio)).toBe(allowed);
  });

  it.each(schemaCases(PHOTO_CASES))('schema and rules agree: %s', (_name, { photoURL }, allowed) => {
    expect(storesAsIs(profilePhotoSchema, photoURL)).toBe(allowed);
  });

  it('the rules list the fields the schema lists', () => {
    expect(rulesFieldList('cookProfileFields')).toEqual([...COOK_PROFILE_FIELDS]);
  });
});

describe('cooks: member since stays', () => {
  it('an edit that keeps memberSince → allowed; one that moves it, back or to now → denied', async () => {
    await rules.seed({ [cookProfilePath(OWNER_UID)]: storedProfile() });
    const db = rules.db('owner');
    await expectRules(setDoc(profileRef(db), storedProfile({ bio: 'Bread now.' })), true);
    const earlier = Timestamp.fromDate(new Date('2020-01-01T00:00:00Z'));
    await expectRules(updateDoc(profileRef(db), { memberSince: earlier }), false);
    await expectRules(updateDoc(profileRef(db), { memberSince: serverTimestamp() }), false);
  });
});
