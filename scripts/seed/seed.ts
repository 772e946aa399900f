// `npm run seed`: loads the demo users and recipes into the Auth and Firestore
// emulators. Refuses to touch anything but emulators. Idempotent: fixed uids and
// document ids, a fixed clock (plan.ts), and like / review / wishlist documents of the
// seeded recipes that the plan does not contain are removed, so the counters
// always equal their documents (docs/data-model.md#invariants) and a second run changes nothing.
import { pathToFileURL } from 'node:url';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type DocumentReference, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { CUISINES } from '@recipe-book/schema/constants';
import {
  HOUSEHOLDS,
  LIKES,
  MEAL_PLAN,
  SHOPPING_LIST,
  RECIPES,
  USERS,
  REVIEWS,
  WISHLIST,
  collectionPath,
  likePath,
  recipePath,
  reviewPath,
  wishlistPath,
  pantryPath,
} from '@recipe-book/schema/paths';
import { localDate } from '@recipe-book/schema/calendar-date';
import { cookProfilePath } from '@recipe-book/schema/cook-profile';
import { COUNTED_LISTS, listCountPath } from '@recipe-book/schema/list-counts';
import { VISIBILITIES } from '@recipe-book/schema/visibility';
import { recountFoodVocabulary, setCountedFoods } from '../lib/recipe-foods';
import { recountRecipeTotals, setCountedRecipe, type RecountReport } from '../lib/recipe-totals';
import { planCollections } from './collections';
import { planHousehold, SEED_HOUSEHOLD_ID } from './household';
import { buildSeedPlan, SEED_EPOCH, type SeedPlan } from './plan';
import { planMealPlans } from './meal-plans';
import { ALICE, BOB, DEMO_PASSWORD, type SeedUser } from './users';

export const DEMO_PROJECT_ID = 'demo-recipes';
const DEFAULT_HOSTS = { firestore: '127.0.0.1:8080', auth: '127.0.0.1:9099' } as const;

export class SeedRefusedError extends Error {}

export interface EmulatorTarget {
  projectId: string;
  firestoreHost: string;
  authHost: string;
}

/**
 * Where to seed. Both emulator variables must be set (the Admin SDK would talk to
 * production otherwise); for the demo project they default to the ports of
 * firebase.json (127.0.0.1:8080 and :9099). Sets them in `env` so that firebase-admin picks them up.
 */
export function emulatorTarget(env: NodeJS.ProcessEnv = process.env): EmulatorTarget {
  const projectId = env.GCLOUD_PROJECT || env.GOOGLE_CLOUD_PROJECT || DEMO_PROJECT_ID;
  if (projectId === DEMO_PROJECT_ID) {
    env.FIRESTORE_EMULATOR_HOST ||= DEFAULT_HOSTS.firestore;
    env.FIREBASE_AUTH_EMULATOR_HOST ||= DEFAULT_HOSTS.auth;
  }
  const firestoreHost = env.FIRESTORE_EMULATOR_HOST;
  const authHost = env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!firestoreHost || !authHost) {
    throw new SeedRefusedError(
      `Refusing to seed project "${projectId}": the seed only writes to the emulators, and ` +
        `FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must both be set for any project other than "${DEMO_PROJECT_ID}".`,
    );
  }
  return { projectId, firestoreHost, authHost };
}

/** Fails fast (the Firestore client would retry for a minute) when an emulator is not listening. */
async function assertReachable(target: EmulatorTarget): Promise<void> {
  for (const [name, host] of [
    ['Firestore', target.firestoreHost],
    ['Auth', target.authHost],
  ] as const) {
    try {
      await fetch(`http://${host}/`, { signal: AbortSignal.timeout(5000) });
    } catch {
      throw new Error(`no ${name} emulator answers at ${host}`);
    }
  }
}

function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown };
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** Creates the account or resets it to the seed's values (password included, no photo). */
async function upsertUser(auth: Auth, user: SeedUser): Promise<void> {
  // Someone may have registered a demo e-mail in the app under another uid.
  try {
    const existing = await auth.getUserByEmail(user.email);
    if (existing.uid !== user.uid) await auth.deleteUser(existing.uid);
  } catch (error) {
    if (errorCode(error) !== 'auth/user-not-found') throw error;
  }
  const props = {
    email: user.email,
    password: DEMO_PASSWORD,
    displayName: user.displayName,
    disabled: false,
  };
  try {
    await auth.updateUser(user.uid, { ...props, photoURL: null });
  } catch (error) {
    if (errorCode(error) !== 'auth/user-not-found') throw error;
    await auth.createUser({ uid: user.uid, ...props });
  }
}

/** Like, review and wishlist documents of seeded recipes that the plan does not have. */
async function staleDocuments(db: Firestore, plan: SeedPlan): Promise<DocumentReference[]> {
  const seeded = new Set(plan.recipes.map((recipe) => recipe.id));
  const wanted = new Set([
    ...plan.likes.map((like) => likePath(like.recipeId, like.uid)),
    ...plan.reviews.map((review) => reviewPath(review.recipeId, review.uid)),
    ...plan.wishlists.map((entry) => wishlistPath(entry.uid, entry.recipeId)),
  ]);
  const [likes, reviews, wishlists] = await Promise.all([
    db.collectionGroup(LIKES).get(),
    db.collectionGroup(REVIEWS).get(),
    db.collectionGroup(WISHLIST).get(),
  ]);
  const stale = (ref: DocumentReference, recipeId: string | undefined) =>
    recipeId !== undefined && seeded.has(recipeId) && !wanted.has(ref.path);
  const likeRecipeId = (ref: DocumentReference) => {
    const recipe = ref.parent.parent;
    return recipe?.parent.id === RECIPES ? recipe.id : undefined;
  };
  return [
    ...[...likes.docs, ...reviews.docs].map((doc) => doc.ref).filter((ref) => stale(ref, likeRecipeId(ref))),
    ...wishlists.docs.map((doc) => doc.ref).filter((ref) => stale(ref, ref.id)),
  ];
}

type Write = (batch: WriteBatch) => void;

/** Commits writes in batches (a batch holds at most 500). */
async function commitInBatches(db: Firestore, writes: Write[]) {
  for (let start = 0; start < writes.length; start += 400) {
    const batch = db.batch();
    for (const write of writes.slice(start, start + 400)) write(batch);
    await batch.commit();
  }
}

/** Problems with the counter invariants (docs/data-model.md#invariants) on the seeded recipes (none expected). */
export async function checkSeed(db: Firestore, plan: SeedPlan): Promise<string[]> {
  const problems: string[] = [];
  const wishlists = await db.collectionGroup(WISHLIST).get();
  const wishlisted = new Map<string, number>();
  for (const doc of wishlists.docs) wishlisted.set(doc.id, (wishlisted.get(doc.id) ?? 0) + 1);
  for (const { id } of plan.recipes) {
    const ref = db.doc(recipePath(id));
    const [snapshot, likes, reviews] = await Promise.all([
      ref.get(),
      ref.collection(LIKES).count().get(),
      ref.collection(REVIEWS).count().get(),
    ]);
    const data = snapshot.data();
    if (!data) {
      problems.push(`${id}: missing`);
      continue;
    }
    if (data.likeCount !== likes.data().count) {
      problems.push(`${id}: likeCount ${String(data.likeCount)} but ${likes.data().count} like documents`);
    }
    if (data.wishlistCount !== (wishlisted.get(id) ?? 0)) {
      problems.push(
        `${id}: wishlistCount ${String(data.wishlistCount)} but ${wishlisted.get(id) ?? 0} wishlist entries`,
      );
    }
    if (data.ratingCount !== reviews.data().count) {
      problems.push(`${id}: ratingCount ${String(data.ratingCount)} but ${reviews.data().count} reviews`);
    }
    if ('email' in data) problems.push(`${id}: has an email field`);
  }
  // The household and its members' householdId agree (docs/data-model.md#households).
  const members = (await db.doc(`${HOUSEHOLDS}/${SEED_HOUSEHOLD_ID}`).get()).get('memberUids') as unknown;
  if (!Array.isArray(members)) problems.push(`household ${SEED_HOUSEHOLD_ID}: missing`);
  for (const uid of Array.isArray(members) ? members : []) {
    const householdId: unknown = (await db.doc(`${USERS}/${String(uid)}`).get()).get('householdId');
    if (householdId !== SEED_HOUSEHOLD_ID) problems.push(`${String(uid)}: householdId ${String(householdId)}`);
  }
  return problems;
}

export interface SeedResult {
  plan: SeedPlan;
  removed: number;
  totals: RecountReport;
  problems: string[];
}

/**
 * Seeds the emulators of `target` with `plan`, and Alice and Bob's household
 * with its meal plan for the week of `today` and its shopping list (entries of
 * other weeks are replaced).
 */
export async function seed(
  target: EmulatorTarget,
  plan: SeedPlan = buildSeedPlan(),
  today: string = localDate(),
): Promise<SeedResult> {
  await assertReachable(target);
  const app: App = initializeApp({ projectId: target.projectId }, `seed-${Date.now()}`);
  try {
    const auth = getAuth(app);
    const db = getFirestore(app);
    for (const user of plan.users) await upsertUser(auth, user);

    const household = planHousehold(today);
    const householdPath = `${HOUSEHOLDS}/${household.id}`;
    const mealPlans = planMealPlans(today, plan.recipes);
    const collections = planCollections(plan.recipes);
    const stale = await staleDocuments(db, plan);
    // The household's plan and list are the seed's, and Alice and Bob have none of their own
    // (joining moved them): what a demo added there goes.
    const lists = [
      ...[ALICE, BOB].flatMap(({ uid }) => [`${USERS}/${uid}/${MEAL_PLAN}`, `${USERS}/${uid}/${SHOPPING_LIST}`]),
      `${householdPath}/${MEAL_PLAN}`,
      `${householdPath}/${SHOPPING_LIST}`,
    ];
    const oldEntries = await Promise.all(lists.map((path) => db.collection(path).get()));
    const planned = new Set([
      ...mealPlans.map(({ id }) => `${householdPath}/${MEAL_PLAN}/${id}`),
      ...household.items.map(({ id }) => `${householdPath}/${SHOPPING_LIST}/${id}`),
    ]);
    stale.push(
      ...oldEntries.flatMap((entries) => entries.docs.map((doc) => doc.ref)).filter((ref) => !planned.has(ref.path)),
    );
    await commitInBatches(db, [
      // Likes hold {createdAt}; wishlist entries {createdAt, recipeId} (recipeId lets a
      // collection-group query find every wishlist entry of a recipe).
      ...stale.map(
        (ref): Write =>
          (batch) =>
            batch.delete(ref),
      ),
      // Each recipe with its countedRecipes and countedFoods markers: the triggers then find it counted already.
      ...plan.recipes.map(({ id, data }): Write => (batch) => {
        setCountedRecipe(batch, db, id, data);
        setCountedFoods(batch, db, id, data);
      }),
      ...plan.likes.map(
        ({ recipeId, uid, createdAt }): Write =>
          (batch) =>
            batch.set(db.doc(likePath(recipeId, uid)), { createdAt }),
      ),
      ...plan.wishlists.map(
        ({ uid, recipeId, createdAt }): Write =>
          (batch) =>
            batch.set(db.doc(wishlistPath(uid, recipeId)), { createdAt, recipeId }),
      ),
      ...plan.reviews.map(
        ({ recipeId, uid, data }): Write =>
          (batch) =>
            batch.set(db.doc(reviewPath(recipeId, uid)), data),
      ),
      // Every demo cook has a public profile with a bio (no photo: see users.ts), a member since the seed's epoch.
      ...plan.users.map(
        ({ uid, displayName, bio }): Write =>
          (batch) =>
            batch.set(db.doc(cookProfilePath(uid)), { displayName, photoURL: '', bio, memberSince: SEED_EPOCH }),
      ),
      ...collections.map(
        ({ id, data }): Write =>
          (batch) =>
            batch.set(db.doc(collectionPath(id)), data),
      ),
      (batch) => batch.set(db.doc(householdPath), household.data),
      ...household.data.memberUids.map(
        (uid): Write =>
          (batch) =>
            batch.set(db.doc(`${USERS}/${uid}`), { householdId: household.id }, { merge: true }),
      ),
      ...mealPlans.map(
        ({ id, data }): Write =>
          (batch) =>
            batch.set(db.doc(`${householdPath}/${MEAL_PLAN}/${id}`), data),
      ),
      ...household.items.map(
        ({ id, data }): Write =>
          (batch) =>
            batch.set(db.doc(`${householdPath}/${SHOPPING_LIST}/${id}`), data),
      ),
      // The kept counts the rules keep the limits by (schema/src/list-counts.ts): the household's
      // lists hold what was just written, Alice's and Bob's own are empty.
      (batch) => batch.set(db.doc(listCountPath(householdPath, MEAL_PLAN)), { count: mealPlans.length }),
      (batch) => batch.set(db.doc(listCountPath(householdPath, SHOPPING_LIST)), { count: household.items.length }),
      (batch) => batch.set(db.doc(pantryPath(householdPath)), household.pantry),
      ...[ALICE, BOB].map(
        ({ uid }): Write =>
          (batch) =>
            batch.delete(db.doc(pantryPath(`${USERS}/${uid}`))),
      ),
      ...[ALICE, BOB].flatMap(({ uid }) =>
        COUNTED_LISTS.map(
          (list): Write =>
            (batch) =>
              batch.set(db.doc(listCountPath(`${USERS}/${uid}`, list)), { count: 0 }),
        ),
      ),
    ]);
    // The pages read the kept totals at once (tests run right after seeding): set them to a full count.
    const totals = await recountRecipeTotals(db);
    // The search box suggests known foods at once, too.
    await recountFoodVocabulary(db);
    return { plan, removed: stale.length, totals, problems: await checkSeed(db, plan) };
  } finally {
    await deleteApp(app);
  }
}

function summary(target: EmulatorTarget, { plan, removed, totals, problems }: SeedResult): string {
  const perCuisine = CUISINES.map((c) => `${c} ${plan.recipes.filter((r) => r.data.cuisine === c).length}`);
  const likeCounts = plan.recipes.map((r) => r.data.likeCount);
  const demo = plan.users.slice(0, 2).map((u) => u.email);
  const collections = planCollections(plan.recipes).map((c) => c.data.visibility);
  const perVisibility = VISIBILITIES.map((v) => `${collections.filter((c) => c === v).length} ${v}`);
  return [
    `Seeded project ${target.projectId} (firestore ${target.firestoreHost}, auth ${target.authHost}):`,
    `  users:     ${plan.users.length} (${demo.join(', ')} and ${plan.users.length - demo.length} more cooks; password ${DEMO_PASSWORD})`,
    `  recipes:   ${plan.recipes.length} (${perCuisine.join(', ')})`,
    `  likes:     ${plan.likes.length} like documents (${Math.min(...likeCounts)}–${Math.max(...likeCounts)} per recipe)`,
    `  wishlists: ${plan.wishlists.length} wishlist entries`,
    `  reviews:   ${plan.reviews.length} reviews of ${new Set(plan.reviews.map((r) => r.recipeId)).size} recipes`,
    `  collections: ${collections.length} (${perVisibility.join(', ')})`,
    `  household: Martin–Nguyen (${plan.users
      .slice(0, 2)
      .map((u) => u.displayName.split(' ')[0])
      .join(' and ')}), this week planned and a shopping list`,
    `  removed:   ${removed} stale like/review/wishlist/meal plan/shopping list documents`,
    `  totals:    ${totals.recipes} recipes counted, ${totals.rewritten} kept totals or markers rewritten`,
    problems.length === 0
      ? '  check:     every likeCount, wishlistCount and ratingCount equals its documents'
      : `  check:     FAILED\n    ${problems.join('\n    ')}`,
  ].join('\n');
}

async function main(): Promise<number> {
  let target: EmulatorTarget;
  try {
    target = emulatorTarget();
  } catch (error) {
    if (error instanceof SeedRefusedError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  try {
    const result = await seed(target);
    console.log(summary(target, result));
    return result.problems.length === 0 ? 0 : 1;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Seeding failed: ${message}\nAre the emulators running? (npm run emulators)`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main();
}
