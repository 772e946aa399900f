// The audit behind `npm run check:data`: walks every recipe, like and wishlist
// entry in pages (any collection size) and reports what breaks the data model
// (docs/data-model.md): counters that differ from their documents (likes,
// wishlist entries, reviews, their stars and how many give each number of
// stars), a `ratingAverage` that is not
// the counters' average, likes, reviews and wishlist entries whose recipe is
// gone, wishlist entries without the `recipeId` the cascade finds them by,
// meal plan entries and shopping list items (a cook's own or a household's)
// that still name a recipe that is gone (the cascade makes them plain text),
// recipes written before a field existed (servings, cookTime, the rating
// counters, starCounts: `npm run migrate` adds them), recipes the schema refuses,
// collections that still name a deleted recipe and shopping lists and meal
// plans whose kept count differs from their items. With
// `fix`, each repair is a transaction that reads the current state first, so a
// user liking at that moment is neither lost nor counted twice.
// The kept recipe totals are compared with a full count last, and repaired by
// setting them to it (scripts/lib/recipe-totals.ts says when that is safe).
import {
  AggregateField,
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import { missingAddedFields } from '@recipe-book/schema/added-recipe-fields';
import { COLLECTIONS, LIKES, MEAL_PLAN, RECIPES, REVIEWS, SHOPPING_LIST, WISHLIST } from '@recipe-book/schema/paths';
import { ratingAverage, STAR_KEYS, STAR_VALUES, type StarCounts } from '@recipe-book/schema/rating';
import { displayNameSchema, recipeFields } from '@recipe-book/schema/recipe';
import { removedRecipeItem, removedRecipeNote } from '@recipe-book/schema/removed-recipe';
import { searchFields } from '@recipe-book/schema/recipe-foods';
import { createCookProfile, missingCookProfiles } from './cook-profiles';
import { auditListCounts, repairListCount } from './list-counts';
import { foodsProblem, staleFoodFields } from './recipe-foods';
import { auditRecipeTotals, repairTotals, type TotalsProblemKind } from './recipe-totals';

type ProblemKind =
  | 'like-count'
  | 'wishlist-count'
  | 'rating-counters'
  | 'star-counts'
  | 'rating-average'
  | 'orphan-like'
  | 'orphan-review'
  | 'orphan-wishlist'
  | 'collection-recipe'
  | 'wishlist-recipe-id'
  | 'plan-recipe-gone'
  | 'list-recipe-gone'
  | 'search-tokens'
  | 'foods'
  | 'unmigrated'
  | 'schema'
  | 'cook-profile'
  | 'list-count'
  | TotalsProblemKind;

export interface Problem {
  kind: ProblemKind;
  /** The document at fault. */
  path: string;
  message: string;
  /** Set when `fix` repaired it (unmigrated recipes and schema problems are only reported). */
  fixed: boolean;
}

export interface CheckOptions {
  fix?: boolean;
  /** Documents read per page. */
  batchSize?: number;
  /** Called for each problem as it is found (the command prints them). */
  onProblem?: (problem: Problem) => void;
}

export interface CheckReport {
  recipes: number;
  likes: number;
  reviews: number;
  wishlistEntries: number;
  collections: number;
  problems: Problem[];
}

const count = z.number().int().min(0);
const timestamp = z.instanceof(Timestamp, { error: 'must be a timestamp' });

/** A stored recipe: the author's fields plus the ones the backend keeps. No other field is allowed. */
const storedRecipeSchema = z.strictObject({
  ...recipeFields,
  searchTokens: z.array(z.string()).optional(),
  foods: z.array(z.string()).optional(),
  likeCount: count,
  wishlistCount: count,
  ratingCount: count,
  ratingSum: count,
  starCounts: z.strictObject(Object.fromEntries(STAR_KEYS.map((key) => [key, count]))),
  ratingAverage: z.number().optional(),
  ownerUid: z.string().min(1),
  displayName: displayNameSchema,
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** Every document of `query`, a page at a time, in document-path order. */
async function* pages(query: Query, batchSize: number) {
  let page = await query.orderBy(FieldPath.documentId()).limit(batchSize).get();
  while (!page.empty) {
    yield page.docs;
    if (page.size < batchSize) return;
    page = await query.orderBy(FieldPath.documentId()).startAfter(page.docs.at(-1)).limit(batchSize).get();
  }
}

/** Which of these recipes exist, read in one call. */
async function existing(db: Firestore, recipeIds: string[]): Promise<Set<string>> {
  const unique = [...new Set(recipeIds)];
  if (unique.length === 0) return new Set();
  const snapshots = await db.getAll(...unique.map((id) => db.collection(RECIPES).doc(id)));
  return new Set(snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => snapshot.id));
}

/** Deletes an entry in a transaction, only if its recipe is still missing then. */
async function deleteOrphan(db: Firestore, entry: DocumentReference, recipeId: string): Promise<boolean> {
  return db.runTransaction(async (transaction) => {
    const recipe = await transaction.get(db.collection(RECIPES).doc(recipeId));
    if (recipe.exists) return false;
    transaction.delete(entry);
    return true;
  });
}

type DocumentFields = Record<string, unknown>;

/** A text field of a stored document, or null. */
const textOf = (data: DocumentFields, field: string) => {
  const value = data[field];
  return typeof value === 'string' ? value : null;
};

/** What the delete cascade (functions/src/recipes/cascade.ts) makes of a plan entry and of a list item. */
const PLAIN_TEXT = [
  {
    group: MEAL_PLAN,
    kind: 'plan-recipe-gone',
    rewrite: (entry: DocumentFields) => ({
      ...removedRecipeNote({ recipeTitle: textOf(entry, 'recipeTitle'), note: textOf(entry, 'note') ?? '' }),
      updatedAt: FieldValue.serverTimestamp(),
    }),
  },
  {
    group: SHOPPING_LIST,
    kind: 'list-recipe-gone',
    rewrite: (item: DocumentFields) => removedRecipeItem({ recipeTitle: textOf(item, 'recipeTitle') }),
  },
] as const;

/** Rewrites a plan entry or list item as plain text in a transaction, only if its recipe is still missing then. */
async function keepAsPlainText(
  db: Firestore,
  ref: DocumentReference,
  recipeId: string,
  rewrite: (data: DocumentFields) => DocumentFields,
): Promise<boolean> {
  return db.runTransaction(async (transaction) => {
    const [recipe, current] = await transaction.getAll(db.collection(RECIPES).doc(recipeId), ref);
    const data = current?.data();
    if (recipe?.exists || data?.['recipeId'] !== recipeId) return false;
    transaction.update(ref, rewrite(data));
    return true;
  });
}

/** Takes the recipes of `recipeIds` that are still missing out of the collection, in a transaction. */
async function removeGoneRecipes(db: Firestore, collection: DocumentReference, recipeIds: string[]): Promise<boolean> {
  return db.runTransaction(async (transaction) => {
    const [current, ...recipes] = await transaction.getAll(
      collection,
      ...recipeIds.map((id) => db.collection(RECIPES).doc(id)),
    );
    const gone = recipes.filter((recipe) => !recipe.exists).map((recipe) => recipe.id);
    if (!current?.exists || gone.length === 0) return false;
    // Not an edit of its cook's: updatedAt stays, as when the delete cascade removes a recipe.
    transaction.update(collection, { recipeIds: FieldValue.arrayRemove(...gone) });
    return true;
  });
}

/** What a recipe's counters must equal: its like documents, the wishlist entries that name it, its reviews and their stars. */
function counterQueries(db: Firestore, ref: DocumentReference) {
  return {
    likes: ref.collection(LIKES).count(),
    wishlist: db.collectionGroup(WISHLIST).where('recipeId', '==', ref.id).count(),
    reviews: ref.collection(REVIEWS).aggregate({ count: AggregateField.count(), sum: AggregateField.sum('rating') }),
  };
}

/** How many of the recipe's reviews give each number of stars: one count() per star value. */
function starQueries(ref: DocumentReference) {
  return STAR_VALUES.map((stars) => ref.collection(REVIEWS).where('rating', '==', stars).count());
}

/** The star counts of these counts, one per star value in STAR_VALUES' order. */
const starCountsFrom = (counts: readonly { data(): { count: number } }[]): StarCounts =>
  Object.fromEntries(STAR_KEYS.map((key, index) => [key, counts[index]?.data().count ?? 0])) as StarCounts;

const sameStars = (stored: unknown, actual: StarCounts) =>
  typeof stored === 'object' &&
  stored !== null &&
  Object.keys(stored).length === STAR_KEYS.length &&
  STAR_KEYS.every((key) => (stored as Record<string, unknown>)[key] === actual[key]);

/** The rating fields a recipe with these reviews stores; ratingAverage is deleted when there are none. */
function ratingFields(reviews: { count: number; sum: number | null }) {
  const ratingSum = reviews.sum ?? 0;
  return {
    ratingCount: reviews.count,
    ratingSum,
    ratingAverage: ratingAverage(ratingSum, reviews.count) ?? FieldValue.delete(),
  };
}

const COUNTERS = ['likeCount', 'wishlistCount', 'ratingCount', 'ratingSum'] as const;
type Counter = (typeof COUNTERS)[number];

export interface CounterCheck {
  recipeId: string;
  stored: Record<Counter, unknown>;
  actual: Record<Counter, number>;
  ok: boolean;
}

/** Compares the counters of these recipes with their documents (for a quick check of a few, e.g. after a benchmark). */
export async function checkCounters(db: Firestore, recipeIds: readonly string[]): Promise<CounterCheck[]> {
  return Promise.all(
    recipeIds.map(async (recipeId) => {
      const ref = db.collection(RECIPES).doc(recipeId);
      const queries = counterQueries(db, ref);
      const [recipe, likes, wishlist, reviews] = await Promise.all([
        ref.get(),
        queries.likes.get(),
        queries.wishlist.get(),
        queries.reviews.get(),
      ]);
      const stored = Object.fromEntries(COUNTERS.map((field) => [field, recipe.get(field) as unknown])) as Record<
        Counter,
        unknown
      >;
      const actual = {
        likeCount: likes.data().count,
        wishlistCount: wishlist.data().count,
        ratingCount: reviews.data().count,
        ratingSum: reviews.data().sum ?? 0,
      };
      const ok = COUNTERS.every((field) => stored[field] === actual[field]);
      return { recipeId, stored, actual, ok };
    }),
  );
}

class Audit {
  readonly problems: Problem[] = [];
  /** Entries left without the right `recipeId`, per recipe: a count by `recipeId` misses them. */
  private readonly unlinked = new Map<string, number>();

  constructor(
    private readonly db: Firestore,
    private readonly options: Required<Omit<CheckOptions, 'onProblem'>> & Pick<CheckOptions, 'onProblem'>,
  ) {}

  private async report(kind: ProblemKind, path: string, message: string, repair?: () => Promise<boolean>) {
    const fixed = this.options.fix && repair ? await repair() : false;
    const problem = { kind, path, message, fixed };
    this.problems.push(problem);
    this.options.onProblem?.(problem);
  }

  /**
   * Meal plan entries and shopping list items, a cook's own and a household's:
   * one that names a recipe that is gone (written after the delete cascade ran,
   * by a device that was offline) would show a recipe created later under
   * that id; `fix` keeps it as plain text, as the cascade does.
   */
  async plainTextReferences(): Promise<void> {
    for (const { group, kind, rewrite } of PLAIN_TEXT) {
      for await (const docs of pages(this.db.collectionGroup(group), this.options.batchSize)) {
        const naming = docs.flatMap((doc) => {
          const recipeId = textOf(doc.data(), 'recipeId');
          return recipeId === null ? [] : [{ doc, recipeId }];
        });
        const alive = await existing(
          this.db,
          naming.map(({ recipeId }) => recipeId),
        );
        for (const { doc, recipeId } of naming) {
          if (alive.has(recipeId)) continue;
          await this.report(kind, doc.ref.path, `names recipe ${recipeId}, which does not exist`, () =>
            keepAsPlainText(this.db, doc.ref, recipeId, rewrite),
          );
        }
      }
    }
  }

  /** Wishlist entries: the recipe they name (their id) exists, and `recipeId` says the same. */
  async wishlistEntries(): Promise<number> {
    let seen = 0;
    for await (const entries of pages(this.db.collectionGroup(WISHLIST), this.options.batchSize)) {
      seen += entries.length;
      const alive = await existing(
        this.db,
        entries.map((entry) => entry.id),
      );
      for (const entry of entries) {
        const recipeId = entry.id;
        if (!alive.has(recipeId)) {
          await this.report('orphan-wishlist', entry.ref.path, `recipe ${recipeId} does not exist`, () =>
            deleteOrphan(this.db, entry.ref, recipeId),
          );
        } else if (entry.get('recipeId') !== recipeId) {
          this.unlinked.set(recipeId, (this.unlinked.get(recipeId) ?? 0) + 1);
          await this.report(
            'wishlist-recipe-id',
            entry.ref.path,
            `recipeId is ${JSON.stringify(entry.get('recipeId'))}, not "${recipeId}": the delete cascade cannot find it`,
            async () => {
              await this.db.runTransaction(async (transaction) => {
                const current = await transaction.get(entry.ref);
                if (current.exists) transaction.update(entry.ref, { recipeId });
              });
              this.unlinked.set(recipeId, (this.unlinked.get(recipeId) ?? 1) - 1);
              return true;
            },
          );
        }
      }
    }
    return seen;
  }

  /** Collections: every recipe they name exists (the delete cascade takes a deleted one out). */
  async collections(): Promise<number> {
    let seen = 0;
    for await (const collections of pages(this.db.collection(COLLECTIONS), this.options.batchSize)) {
      seen += collections.length;
      for (const collection of collections) {
        const named: unknown = collection.get('recipeIds');
        const recipeIds = Array.isArray(named) ? named.filter((id): id is string => typeof id === 'string') : [];
        const alive = await existing(this.db, recipeIds);
        const gone = recipeIds.filter((id) => !alive.has(id));
        if (gone.length === 0) continue;
        await this.report(
          'collection-recipe',
          collection.ref.path,
          `names ${gone.map((id) => `recipe ${id}`).join(', ')}, which does not exist`,
          () => removeGoneRecipes(this.db, collection.ref, gone),
        );
      }
    }
    return seen;
  }

  /** Likes or reviews (`recipes/{id}/<collection>/{uid}`): each sits under a recipe that exists. */
  async recipeChildren(collection: typeof LIKES | typeof REVIEWS): Promise<number> {
    const kind = collection === LIKES ? 'orphan-like' : 'orphan-review';
    let seen = 0;
    for await (const docs of pages(this.db.collectionGroup(collection), this.options.batchSize)) {
      const underRecipes = docs.filter((child) => child.ref.parent.parent?.parent.id === RECIPES);
      seen += underRecipes.length;
      const recipeIdOf = (child: (typeof docs)[number]) => child.ref.parent.parent?.id ?? '';
      const alive = await existing(this.db, underRecipes.map(recipeIdOf));
      for (const child of underRecipes) {
        const recipeId = recipeIdOf(child);
        if (alive.has(recipeId)) continue;
        await this.report(kind, child.ref.path, `recipe ${recipeId} does not exist`, () =>
          deleteOrphan(this.db, child.ref, recipeId),
        );
      }
    }
    return seen;
  }

  /** The kept recipe totals and markers against a full count of the recipes (scripts/lib/recipe-totals.ts). */
  async keptTotals(): Promise<void> {
    const { differences } = await auditRecipeTotals(this.db, this.options.batchSize);
    for (const difference of differences) {
      await this.report(difference.kind, difference.path, difference.message, () => repairTotals(this.db, difference));
    }
  }

  /** Every recipe owner has a public profile ("Shared by …" links to it): scripts/lib/cook-profiles.ts. */
  async cookProfiles(): Promise<void> {
    for (const missing of await missingCookProfiles(this.db, this.options.batchSize)) {
      const message = `missing: cook ${missing.uid} has recipes but no public profile`;
      await this.report('cook-profile', missing.path, message, () => createCookProfile(this.db, missing));
    }
  }

  /** The kept count of every shopping list and meal plan against its items: scripts/lib/list-counts.ts. */
  async listCounts(): Promise<void> {
    for (const difference of await auditListCounts(this.db)) {
      const stored = difference.stored === undefined ? 'missing' : `${difference.stored}`;
      const message = `count is ${stored}, but the list holds ${difference.actual}: the rules keep its limit by the count`;
      await this.report('list-count', difference.path, message, () => repairListCount(this.db, difference));
    }
  }

  /** Recipes: the schema, the derived search tokens, and both counters against their documents. */
  async recipes(): Promise<number> {
    let seen = 0;
    for await (const recipes of pages(this.db.collection(RECIPES), this.options.batchSize)) {
      seen += recipes.length;
      await Promise.all(recipes.map((recipe) => this.recipe(recipe.ref, recipe.data())));
    }
    return seen;
  }

  /** A recipe's stored foods against its ingredient lines (schema/src/foods.ts); true when they differ. */
  private async recipeFoods(ref: DocumentReference, data: Record<string, unknown>): Promise<boolean> {
    const problem = foodsProblem(data);
    if (problem) await this.report('foods', ref.path, problem, () => this.repairFoodFields(ref));
    return problem !== undefined;
  }

  /** Rewrites a recipe's foods and searchTokens from what it stores now, in a transaction. */
  private async repairFoodFields(ref: DocumentReference): Promise<boolean> {
    await this.db.runTransaction(async (transaction) => {
      const changes = staleFoodFields((await transaction.get(ref)).data());
      if (changes) transaction.update(ref, changes);
    });
    return true;
  }

  private counters(ref: DocumentReference) {
    return counterQueries(this.db, ref);
  }

  private async recipe(ref: DocumentReference, data: Record<string, unknown>): Promise<void> {
    const missing = missingAddedFields(data);
    const unmigrated = Object.keys(missing);
    if (unmigrated.length > 0) {
      await this.report(
        'unmigrated',
        ref.path,
        `${unmigrated.join(', ')} missing (written before these fields existed): npm run migrate adds them`,
      );
    }
    // A missing added field is the problem above, not a schema one; a present one must be valid.
    const parsed = storedRecipeSchema.safeParse({ ...missing, ...data });
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(document)'}: ${issue.message}`);
      await this.report('schema', ref.path, issues.join('; '));
    }
    // Stale foods are reported alone: their repair brings the tokens along.
    if (!(await this.recipeFoods(ref, data)) && typeof data.title === 'string' && Array.isArray(data.ingredients)) {
      const expected = searchFields({ title: data.title, ingredients: data.ingredients as string[] }).searchTokens;
      const stored = data.searchTokens;
      if (!Array.isArray(stored) || stored.join('\n') !== expected.join('\n')) {
        await this.report('search-tokens', ref.path, 'searchTokens do not match the title and foods', () =>
          this.repairFoodFields(ref),
        );
      }
    }
    const queries = this.counters(ref);
    const [likes, wishlist, reviews, stars] = await Promise.all([
      queries.likes.get(),
      queries.wishlist.get(),
      queries.reviews.get(),
      Promise.all(starQueries(ref).map((query) => query.get())),
    ]);
    const unlinked = this.unlinked.get(ref.id) ?? 0;
    const actual = { likeCount: likes.data().count, wishlistCount: wishlist.data().count + unlinked };
    for (const field of ['likeCount', 'wishlistCount'] as const) {
      if (data[field] === actual[field]) continue;
      const kind = field === 'likeCount' ? 'like-count' : 'wishlist-count';
      const documents = field === 'likeCount' ? 'like documents' : 'wishlist entries';
      await this.report(
        kind,
        ref.path,
        `${field} is ${String(data[field])}, but there are ${actual[field]} ${documents}`,
        () => this.repairCounters(ref),
      );
    }
    await this.ratings(ref, data, reviews.data());
    await this.stars(ref, data, starCountsFrom(stars));
  }

  /** starCounts against the reviews, one count per star value. */
  private async stars(ref: DocumentReference, data: Record<string, unknown>, actual: StarCounts) {
    if (sameStars(data.starCounts, actual)) return;
    await this.report(
      'star-counts',
      ref.path,
      `starCounts is ${JSON.stringify(data.starCounts)}, but the reviews give ${JSON.stringify(actual)}`,
      () => repairStars(this.db, ref),
    );
  }

  /** ratingCount and ratingSum against the reviews, and ratingAverage against the two. */
  private async ratings(
    ref: DocumentReference,
    data: Record<string, unknown>,
    reviews: { count: number; sum: number | null },
  ) {
    const wanted = ratingFields(reviews);
    const repair = () => this.repairRatings(ref);
    if (data.ratingCount !== wanted.ratingCount || data.ratingSum !== wanted.ratingSum) {
      const stored = `ratingCount ${String(data.ratingCount)} and ratingSum ${String(data.ratingSum)}`;
      const actual = `${wanted.ratingCount} reviews of ${wanted.ratingSum} stars`;
      await this.report('rating-counters', ref.path, `${stored}, but there are ${actual}`, repair);
    } else if (data.ratingAverage !== ratingAverage(wanted.ratingSum, wanted.ratingCount)) {
      await this.report(
        'rating-average',
        ref.path,
        `ratingAverage ${String(data.ratingAverage)} is not ratingSum / ratingCount`,
        repair,
      );
    }
  }

  /** Sets the rating fields to the reviews as counted inside the transaction. */
  private async repairRatings(ref: DocumentReference): Promise<boolean> {
    const { reviews } = this.counters(ref);
    return this.db.runTransaction(async (transaction) => {
      const [recipe, counted] = await Promise.all([transaction.get(ref), transaction.get(reviews)]);
      if (!recipe.exists) return false;
      transaction.update(ref, ratingFields(counted.data()));
      return true;
    });
  }

  /** Sets both counters to their documents as counted inside the transaction. */
  private async repairCounters(ref: DocumentReference): Promise<boolean> {
    const queries = this.counters(ref);
    return this.db.runTransaction(async (transaction) => {
      const [recipe, likes, wishlist] = await Promise.all([
        transaction.get(ref),
        transaction.get(queries.likes),
        transaction.get(queries.wishlist),
      ]);
      if (!recipe.exists) return false;
      // Counters are not edits: updatedAt stays.
      transaction.update(ref, { likeCount: likes.data().count, wishlistCount: wishlist.data().count });
      return true;
    });
  }
}

/** The recipe's star counts as its reviews give them, counted inside `transaction` (`npm run migrate` uses it too). */
export async function starCountsIn(transaction: Transaction, ref: DocumentReference): Promise<StarCounts> {
  return starCountsFrom(await Promise.all(starQueries(ref).map((query) => transaction.get(query))));
}

/** Sets starCounts to the reviews as counted inside the transaction. */
async function repairStars(db: Firestore, ref: DocumentReference): Promise<boolean> {
  return db.runTransaction(async (transaction) => {
    const [recipe, starCounts] = await Promise.all([transaction.get(ref), starCountsIn(transaction, ref)]);
    if (!recipe.exists) return false;
    transaction.update(ref, { starCounts });
    return true;
  });
}

/** Checks (and with `fix`, repairs) the whole database. Orphans and entries go first, so counters are counted after. */
export async function checkData(db: Firestore, options: CheckOptions = {}): Promise<CheckReport> {
  const audit = new Audit(db, { ...options, fix: options.fix ?? false, batchSize: options.batchSize ?? 200 });
  const wishlistEntries = await audit.wishlistEntries();
  await audit.plainTextReferences();
  const likes = await audit.recipeChildren(LIKES);
  const reviews = await audit.recipeChildren(REVIEWS);
  const collections = await audit.collections();
  const recipes = await audit.recipes();
  await audit.keptTotals();
  await audit.cookProfiles();
  await audit.listCounts();
  return { recipes, likes, reviews, wishlistEntries, collections, problems: audit.problems };
}
