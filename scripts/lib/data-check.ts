// The audit behind `npm run check:data`: walks every recipe, like and wishlist
// entry in pages (any collection size) and reports what breaks the data model
// (docs/data-model.md): counters that differ from their documents, likes and
// wishlist entries whose recipe is gone, wishlist entries without the
// `recipeId` the cascade finds them by, and recipes the schema refuses. With
// `fix`, each repair is a transaction that reads the current state first, so a
// user liking at that moment is neither lost nor counted twice.
import { FieldPath, Timestamp, type DocumentReference, type Firestore, type Query } from 'firebase-admin/firestore';
import { z } from 'zod';
import { LIKES, RECIPES, WISHLIST } from '@recipe-book/schema/paths';
import { displayNameSchema, recipeFields } from '@recipe-book/schema/recipe';
import { searchTokens } from '@recipe-book/schema/search';

export type ProblemKind =
  | 'like-count'
  | 'wishlist-count'
  | 'orphan-like'
  | 'orphan-wishlist'
  | 'wishlist-recipe-id'
  | 'search-tokens'
  | 'schema';

export interface Problem {
  kind: ProblemKind;
  /** The document at fault. */
  path: string;
  message: string;
  /** Set when `fix` repaired it (schema problems are only reported). */
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
  wishlistEntries: number;
  problems: Problem[];
}

const count = z.number().int().min(0);
const timestamp = z.instanceof(Timestamp, { error: 'must be a timestamp' });

/** A stored recipe: the author's fields plus the ones the backend keeps. No other field is allowed. */
const storedRecipeSchema = z.strictObject({
  ...recipeFields,
  searchTokens: z.array(z.string()).optional(),
  likeCount: count,
  wishlistCount: count,
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

/** What a recipe's counters must equal: its like documents, and the wishlist entries that name it. */
function counterQueries(db: Firestore, ref: DocumentReference) {
  return {
    likes: ref.collection(LIKES).count(),
    wishlist: db.collectionGroup(WISHLIST).where('recipeId', '==', ref.id).count(),
  };
}

export interface CounterCheck {
  recipeId: string;
  stored: { likeCount: unknown; wishlistCount: unknown };
  actual: { likeCount: number; wishlistCount: number };
  ok: boolean;
}

/** Compares the counters of these recipes with their documents (for a quick check of a few, e.g. after a benchmark). */
export async function checkCounters(db: Firestore, recipeIds: readonly string[]): Promise<CounterCheck[]> {
  return Promise.all(
    recipeIds.map(async (recipeId) => {
      const ref = db.collection(RECIPES).doc(recipeId);
      const queries = counterQueries(db, ref);
      const [recipe, likes, wishlist] = await Promise.all([ref.get(), queries.likes.get(), queries.wishlist.get()]);
      const stored = {
        likeCount: recipe.get('likeCount') as unknown,
        wishlistCount: recipe.get('wishlistCount') as unknown,
      };
      const actual = { likeCount: likes.data().count, wishlistCount: wishlist.data().count };
      const ok = stored.likeCount === actual.likeCount && stored.wishlistCount === actual.wishlistCount;
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

  /** Likes: each sits under a recipe that exists. */
  async likes(): Promise<number> {
    let seen = 0;
    for await (const likes of pages(this.db.collectionGroup(LIKES), this.options.batchSize)) {
      const underRecipes = likes.filter((like) => like.ref.parent.parent?.parent.id === RECIPES);
      seen += underRecipes.length;
      const recipeIdOf = (like: (typeof likes)[number]) => like.ref.parent.parent?.id ?? '';
      const alive = await existing(this.db, underRecipes.map(recipeIdOf));
      for (const like of underRecipes) {
        const recipeId = recipeIdOf(like);
        if (alive.has(recipeId)) continue;
        await this.report('orphan-like', like.ref.path, `recipe ${recipeId} does not exist`, () =>
          deleteOrphan(this.db, like.ref, recipeId),
        );
      }
    }
    return seen;
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

  private counters(ref: DocumentReference) {
    return counterQueries(this.db, ref);
  }

  private async recipe(ref: DocumentReference, data: Record<string, unknown>): Promise<void> {
    const parsed = storedRecipeSchema.safeParse(data);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(document)'}: ${issue.message}`);
      await this.report('schema', ref.path, issues.join('; '));
    }
    if (typeof data.title === 'string') {
      const expected = searchTokens(data.title);
      const stored = data.searchTokens;
      if (!Array.isArray(stored) || stored.join('\n') !== expected.join('\n')) {
        await this.report('search-tokens', ref.path, 'searchTokens do not match the title', async () => {
          await this.db.runTransaction(async (transaction) => {
            const current = await transaction.get(ref);
            const title = current.get('title') as unknown;
            if (typeof title === 'string') transaction.update(ref, { searchTokens: searchTokens(title) });
          });
          return true;
        });
      }
    }
    const queries = this.counters(ref);
    const [likes, wishlist] = await Promise.all([queries.likes.get(), queries.wishlist.get()]);
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

/** Checks (and with `fix`, repairs) the whole database. Orphans and entries go first, so counters are counted after. */
export async function checkData(db: Firestore, options: CheckOptions = {}): Promise<CheckReport> {
  const audit = new Audit(db, { ...options, fix: options.fix ?? false, batchSize: options.batchSize ?? 200 });
  const wishlistEntries = await audit.wishlistEntries();
  const likes = await audit.likes();
  const recipes = await audit.recipes();
  return { recipes, likes, wishlistEntries, problems: audit.problems };
}
