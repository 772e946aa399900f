// Every path outside the data model (docs/data-model.md) is denied: to
// everybody, for every operation, including the user's own
// documents next to their wishlist and collection-group queries.
import { LIKES, RECIPES, USERS, WISHLIST } from '@recipe-book/schema/paths';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ACTORS, expectRules, OPERATIONS, OWNER_UID, useRulesEnv } from './rules-env';
import type { Actor, Operation } from './rules-env';

const rules = useRulesEnv('demo-rules-other-paths');

// Documents outside the data model, each inside a path the owner's uid or a
// real collection is part of, so a rule too broad for its neighbour shows.
const UNLISTED_PATHS = [
  // The cook's own document is theirs to read (users.test.ts); a collection under it of that name is nobody's.
  `${USERS}/${OWNER_UID}/preferences/units`,
  'comments/first',
  `${RECIPES}/carbonara/comments/first`,
  `${RECIPES}/carbonara/${LIKES}/${OWNER_UID}/notes/first`,
  `${USERS}/${OWNER_UID}/${WISHLIST}/carbonara/notes/first`,
  // The REST API's per-account write counters: the Admin SDK's alone, not even their user may read or reset them.
  `rateLimits/${OWNER_UID}_createRecipe`,
  `rateLimits/${OWNER_UID}_like`,
];

const parent = (path: string) => path.slice(0, path.lastIndexOf('/'));
const operations: Record<Operation, (db: Firestore, path: string) => Promise<unknown>> = {
  get: (db, path) => getDoc(doc(db, path)),
  list: (db, path) => getDocs(collection(db, parent(path))),
  create: (db, path) => setDoc(doc(db, path), { createdAt: serverTimestamp() }),
  update: (db, path) => updateDoc(doc(db, path), { createdAt: serverTimestamp() }),
  delete: (db, path) => deleteDoc(doc(db, path)),
};

const cells = UNLISTED_PATHS.flatMap((path) =>
  ACTORS.flatMap((actor) => OPERATIONS.map((operation): [string, Actor, Operation] => [path, actor, operation])),
);

describe('paths outside the data model', () => {
  it.each(cells)('%s: %s %s → denied', async (path, actor, operation) => {
    // Something to read, change or delete; creating needs the path empty.
    if (operation !== 'create') await rules.seed({ [path]: { createdAt: 'seeded' } });
    await expectRules(operations[operation](rules.db(actor), path), false);
  });
});

describe('collection-group queries', () => {
  // Likes are public one recipe at a time; wishlists only to their user.
  it.each([LIKES, WISHLIST])('over every %s collection → denied, even signed in', async (collectionId) => {
    await expectRules(getDocs(collectionGroup(rules.db('owner'), collectionId)), false);
  });
});
