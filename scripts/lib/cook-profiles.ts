// Every cook whose recipe is on the site has a public profile (cooks/{uid}):
// "Shared by …" on a recipe page links there. Accounts made before profiles
// existed have none until they save their profile, so `npm run migrate` (and
// `check:data --fix`) writes one from what is public already: the name their
// recipes carry, no photo and no bio, a member since their first recipe.
// Nothing private is read (Auth is not asked): the e-mail never comes near it.
import { FieldPath, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { COOK_PROFILES, cookProfilePath } from '@recipe-book/schema/cook-profile';
import { RECIPES } from '@recipe-book/schema/paths';

/** A profile a recipe owner lacks, as it would be written. */
export interface MissingCookProfile {
  uid: string;
  path: string;
  profile: { displayName: string; photoURL: string; bio: string; memberSince: Timestamp };
}

/** Every document of a collection (only `fields`), a page at a time, in id order. */
async function* pagesOf(db: Firestore, collection: string, fields: string[], batchSize: number) {
  const query = db
    .collection(collection)
    .select(...fields)
    .orderBy(FieldPath.documentId())
    .limit(batchSize);
  let page = await query.get();
  while (!page.empty) {
    yield page.docs;
    if (page.size < batchSize) return;
    page = await query.startAfter(page.docs.at(-1)).get();
  }
}

/** The owners of recipes without a profile, each with the name of their newest recipe and their first recipe's date. */
export async function missingCookProfiles(db: Firestore, batchSize = 500): Promise<MissingCookProfile[]> {
  const profiles = new Set<string>();
  for await (const docs of pagesOf(db, COOK_PROFILES, [], batchSize)) for (const doc of docs) profiles.add(doc.id);
  const owners = new Map<string, { displayName: string; first: Timestamp; latest: Timestamp }>();
  for await (const docs of pagesOf(db, RECIPES, ['ownerUid', 'displayName', 'createdAt'], batchSize)) {
    for (const doc of docs) {
      const uid: unknown = doc.get('ownerUid');
      const displayName: unknown = doc.get('displayName');
      const createdAt = doc.get('createdAt') as Timestamp | undefined;
      if (typeof uid !== 'string' || profiles.has(uid) || typeof displayName !== 'string' || !createdAt) continue;
      const known = owners.get(uid);
      if (!known) owners.set(uid, { displayName, first: createdAt, latest: createdAt });
      else {
        if (createdAt.toMillis() < known.first.toMillis()) known.first = createdAt;
        if (createdAt.toMillis() > known.latest.toMillis()) Object.assign(known, { displayName, latest: createdAt });
      }
    }
  }
  return [...owners].map(([uid, { displayName, first }]) => ({
    uid,
    path: cookProfilePath(uid),
    profile: { displayName, photoURL: '', bio: '', memberSince: first },
  }));
}

/** Writes one missing profile, unless the cook saved theirs meanwhile (create() fails then: not an error). */
export async function createCookProfile(db: Firestore, missing: MissingCookProfile): Promise<boolean> {
  try {
    await db.doc(missing.path).create(missing.profile);
    return true;
  } catch (error) {
    // 6 is gRPC ALREADY_EXISTS: the cook's own profile wins.
    if ((error as { code?: unknown }).code === 6) return false;
    throw error;
  }
}

/** `npm run migrate`: a profile for every recipe owner who has none; returns how many were written. */
export async function addMissingCookProfiles(db: Firestore): Promise<number> {
  let written = 0;
  for (const missing of await missingCookProfiles(db)) if (await createCookProfile(db, missing)) written += 1;
  return written;
}
