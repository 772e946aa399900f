// Turns the demo content (recipes.ts, users.ts) into the exact documents the seed
// writes. Pure and deterministic: no I/O, no clock, so the same plan comes out on
// every run and a test can check it without emulators. Every recipe is validated
// with the shared schema here, so the demo data provably obeys docs/data-model.md.
import { displayNameSchema, recipeInputSchema, type StoredRecipe } from '@recipe-book/schema/recipe';
import { DEFAULT_VISIBILITY } from '@recipe-book/schema/visibility';
import { ratingAverage, starCountsOf } from '@recipe-book/schema/rating';
import { reviewInputSchema, type StoredReview } from '@recipe-book/schema/review';
import { searchFields } from '@recipe-book/schema/recipe-foods';
import { SEED_RECIPES, type SeedRecipe } from './recipes';
import { SEED_REVIEWS, type SeedReview } from './reviews';
import { SEED_USERS, type SeedUser } from './users';

/**
 * The seed's fixed "now": recipes are dated `daysAgo` days before it. A constant
 * rather than the real clock, so that running the seed twice gives identical
 * documents (timestamps included); the order "newest first" is what matters.
 */
export const SEED_EPOCH = new Date('2025-12-01T09:00:00Z');

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export interface PlannedRecipe {
  id: string;
  data: StoredRecipe<Date>;
}

/** `recipes/{recipeId}/likes/{uid}`: `{ createdAt }`. */
interface PlannedLike {
  recipeId: string;
  uid: string;
  createdAt: Date;
}

/** `users/{uid}/wishlist/{recipeId}`: `{ createdAt, recipeId }`. */
interface PlannedWishlistEntry {
  uid: string;
  recipeId: string;
  createdAt: Date;
}

/** `recipes/{recipeId}/reviews/{uid}`. */
interface PlannedReview {
  recipeId: string;
  uid: string;
  data: StoredReview<Date>;
}

export interface SeedPlan {
  users: readonly SeedUser[];
  recipes: PlannedRecipe[];
  likes: PlannedLike[];
  wishlists: PlannedWishlistEntry[];
  reviews: PlannedReview[];
}

export class SeedDataError extends Error {}

/** The `count` users after `start` in a fixed rotation of everyone but the owner. */
function pickUsers(users: readonly SeedUser[], owner: SeedUser, start: number, count: number): SeedUser[] {
  const others = users.filter((user) => user.uid !== owner.uid);
  if (count > others.length) {
    throw new SeedDataError(`wants ${count} distinct users but only ${others.length} others exist`);
  }
  return Array.from({ length: count }, (_, i) => others[(start + i) % others.length] as SeedUser);
}

/** The recipe's reviews, a day apart from a day after it was written, checked against the schema and the rules. */
function planReviews(recipe: SeedRecipe, reviews: readonly SeedReview[], createdAt: Date): PlannedReview[] {
  const own = reviews.filter((review) => review.recipeId === recipe.id);
  if (new Set(own.map((review) => review.reviewer.uid)).size !== own.length) {
    throw new SeedDataError(`recipe ${recipe.id}: two reviews by the same user`);
  }
  return own.map(({ reviewer, rating, text }, k) => {
    if (reviewer.uid === recipe.owner.uid) throw new SeedDataError(`recipe ${recipe.id}: reviewed by its author`);
    const parsed = reviewInputSchema.safeParse({ rating, text });
    if (!parsed.success) {
      throw new SeedDataError(`review of ${recipe.id}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
    }
    const at = new Date(createdAt.getTime() + (k + 1) * DAY);
    return {
      recipeId: recipe.id,
      uid: reviewer.uid,
      data: { ...parsed.data, displayName: reviewer.displayName, createdAt: at, updatedAt: at },
    };
  });
}

function planRecipe(recipe: SeedRecipe, index: number, reviews: readonly SeedReview[]) {
  // The seed writes `visibility` as every writer does (the lists ask for it).
  const parsed = recipeInputSchema.safeParse({ visibility: DEFAULT_VISIBILITY, ...recipe.content });
  if (!parsed.success) {
    throw new SeedDataError(`recipe ${recipe.id}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  }
  const displayName = displayNameSchema.safeParse(recipe.owner.displayName);
  if (!displayName.success) throw new SeedDataError(`recipe ${recipe.id}: owner has no valid display name`);

  // Distinct days keep "newest first" strict; the index varies the hour of day.
  const createdAt = new Date(SEED_EPOCH.getTime() - recipe.daysAgo * DAY - (index % 9) * HOUR);
  // Every third recipe was edited a day after it was written.
  const updatedAt = index % 3 === 0 ? new Date(createdAt.getTime() + DAY) : createdAt;
  const planned = planReviews(recipe, reviews, createdAt);
  const ratingCount = planned.length;
  const ratingSum = planned.reduce((sum, review) => sum + review.data.rating, 0);
  const starCounts = starCountsOf(planned.map((review) => review.data));
  const average = ratingAverage(ratingSum, ratingCount);
  const plannedRecipe: PlannedRecipe = {
    id: recipe.id,
    data: {
      ...parsed.data,
      // Written here as the REST API writes them, so the demo data is searchable at once.
      ...searchFields(parsed.data),
      likeCount: recipe.likes,
      wishlistCount: recipe.wishlists,
      ratingCount,
      ratingSum,
      starCounts,
      // Kept by the backend's trigger; written here too, so the demo data is sorted by rating at once.
      ...(average === undefined ? {} : { ratingAverage: average }),
      ownerUid: recipe.owner.uid,
      displayName: displayName.data,
      createdAt,
      updatedAt,
    },
  };
  return { recipe: plannedRecipe, reviews: planned };
}

export function buildSeedPlan(
  recipes: readonly SeedRecipe[] = SEED_RECIPES,
  users: readonly SeedUser[] = SEED_USERS,
  reviews: readonly SeedReview[] = SEED_REVIEWS,
): SeedPlan {
  const uids = new Set(users.map((user) => user.uid));
  const ids = new Set(recipes.map((recipe) => recipe.id));
  if (uids.size !== users.length) throw new SeedDataError('two seed users share a uid');
  if (ids.size !== recipes.length) throw new SeedDataError('two seed recipes share an id');
  if (new Set(recipes.map((r) => r.daysAgo)).size !== recipes.length) {
    throw new SeedDataError('two seed recipes share a creation day');
  }
  for (const user of users) {
    if (!displayNameSchema.safeParse(user.displayName).success) {
      throw new SeedDataError(`user ${user.uid}: invalid display name`);
    }
  }

  for (const review of reviews) {
    if (!ids.has(review.recipeId))
      throw new SeedDataError(`a review of ${review.recipeId}, which is not a seed recipe`);
    if (!uids.has(review.reviewer.uid)) throw new SeedDataError(`a review of ${review.recipeId} by a non-seed user`);
  }

  const plan: SeedPlan = { users, recipes: [], likes: [], wishlists: [], reviews: [] };
  recipes.forEach((recipe, index) => {
    if (!uids.has(recipe.owner.uid)) throw new SeedDataError(`recipe ${recipe.id}: owner is not a seed user`);
    const { recipe: planned, reviews: plannedReviews } = planRecipe(recipe, index, reviews);
    plan.recipes.push(planned);
    plan.reviews.push(...plannedReviews);
    const created = planned.data.createdAt.getTime();
    pickUsers(users, recipe.owner, index, recipe.likes).forEach((user, k) => {
      plan.likes.push({ recipeId: recipe.id, uid: user.uid, createdAt: new Date(created + (k + 1) * 3 * HOUR) });
    });
    // A different rotation, so that wishlists are not simply the first likers.
    pickUsers(users, recipe.owner, index * 5 + 3, recipe.wishlists).forEach((user, k) => {
      plan.wishlists.push({ uid: user.uid, recipeId: recipe.id, createdAt: new Date(created + (k + 1) * 5 * HOUR) });
    });
  });
  return plan;
}
