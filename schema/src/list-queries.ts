// Every list query the app and the API read, described once as plain data: a
// collection, its filters, its order, and the window (limit, cursor) of it.
// Both sides read the same descriptions: functions/src/lib/admin-query.ts
// turns one into an Admin SDK query, web/src/lib/web-query.ts into a web SDK
// query, and neither adds a filter or an order of its own. No Firestore
// import here: the SDKs differ, the queries must not. firestore.indexes.json
// serves each one; the order of the fields below is the order of its index.
import type { CreatedAt } from './browse-cursor';
import type { Cuisine } from './constants';
import { COLLECTIONS, MEAL_PLAN, RECIPES, recipePath, REVIEWS } from './paths';
import { LISTED_VISIBILITY_FILTER } from './visibility';

/** The document id as a field to order by (each SDK names it its own way: FieldPath.documentId(), documentId()). */
export const DOCUMENT_ID = '__name__';

type FilterOp = '==' | '<=' | '>=' | 'array-contains';

interface QueryFilter {
  field: string;
  op: FilterOp;
  value: string | number | null;
}

type Direction = 'asc' | 'desc';

interface QueryOrder {
  field: string;
  direction: Direction;
}

/** A position in an order: its values in turn (a Timestamp as its parts, or numbers), the id last. */
export type CursorValue = readonly [...(CreatedAt | number)[], string];

/** A list query as data: each SDK's adapter builds exactly this, nothing more. */
export interface ListQuery {
  /** The collection's path (`recipes`, or `users/{uid}/mealPlan`). */
  path: string;
  where: readonly QueryFilter[];
  orderBy: readonly QueryOrder[];
  limit?: number;
  /** The last `limitToLast` documents of the order (before `endBefore`, when given). */
  limitToLast?: number;
  startAfter?: CursorValue;
  endBefore?: CursorValue;
}

/** A sort value that is a Timestamp's parts: each adapter turns it back into its SDK's Timestamp. */
export const isTimestampParts = (value: unknown): value is CreatedAt =>
  typeof value === 'object' && value !== null && 'seconds' in value && 'nanoseconds' in value;

const [visibilityField, , listedValue] = LISTED_VISIBILITY_FILTER;
/** A public list's filter: the rules let a list of other cooks' documents ask for these only. */
const LISTED: QueryFilter = { field: visibilityField, op: '==', value: listedValue };

/** One field of a recipe order; the document id follows the last one, in its direction. */
export interface OrderField extends QueryOrder {
  field: 'createdAt' | 'prepTime' | 'ratingAverage' | 'ratingCount';
}

/**
 * The orders of a recipe list, for All Recipes and GET /recipes alike: newest
 * first (the default), prep time either way, or top rated. Firestore leaves a
 * document out of an order by a field it lacks: recipes without a review (no
 * average) are not in the top-rated list, and not counted in it.
 */
export const RECIPE_SORTS = {
  '-createdAt': [{ field: 'createdAt', direction: 'desc' }],
  prepTime: [{ field: 'prepTime', direction: 'asc' }],
  '-prepTime': [{ field: 'prepTime', direction: 'desc' }],
  '-rating': [
    { field: 'ratingAverage', direction: 'desc' },
    { field: 'ratingCount', direction: 'desc' },
  ],
} as const satisfies Record<string, readonly [OrderField, ...OrderField[]]>;

export type RecipeSort = keyof typeof RECIPE_SORTS;

/** What chooses the recipes of a list (each filter optional; `token` is the search's, search.ts). */
export interface RecipeListFilters {
  /** A cook's own list: every one of theirs whatever its visibility (only that cook may ask). */
  ownerUid?: string | undefined;
  /** One cook's public recipes (their profile, GET /cooks/{uid}/recipes). */
  cookUid?: string | undefined;
  cuisine?: Cuisine | undefined;
  token?: string | undefined;
}

/**
 * A recipe list (All Recipes, search, a cook's profile, My Recipes, GET /recipes):
 * public recipes only unless it is a cook's own. Every order ends with the
 * document id in the last field's direction, so each recipe has one place in
 * it and a cursor is an exact position.
 */
export function recipeListQuery(filters: RecipeListFilters, sort: RecipeSort = '-createdAt'): ListQuery {
  const { ownerUid, cookUid, cuisine, token } = filters;
  const order = RECIPE_SORTS[sort];
  const where: QueryFilter[] = [
    ownerUid ? { field: 'ownerUid', op: '==', value: ownerUid } : LISTED,
    ...(cookUid ? [{ field: 'ownerUid', op: '==', value: cookUid } as const] : []),
    ...(cuisine ? [{ field: 'cuisine', op: '==', value: cuisine } as const] : []),
    ...(token ? [{ field: 'searchTokens', op: 'array-contains', value: token } as const] : []),
  ];
  const last = order[order.length - 1] ?? order[0];
  return { path: RECIPES, where, orderBy: [...order, { field: DOCUMENT_ID, direction: last.direction }] };
}

/** Most liked first, equal counts newest first, public recipes only (Home, GET /recipes/top/top-liked). */
export const topLikedQuery = (count: number): ListQuery => ({
  path: RECIPES,
  where: [LISTED],
  orderBy: [
    { field: 'likeCount', direction: 'desc' },
    { field: 'createdAt', direction: 'desc' },
  ],
  limit: count,
});

/**
 * Cook `ownerUid`'s collections, most recently changed first: all of them for
 * that cook, the public ones for anyone else (the rules' condition for such a
 * list). Served by (ownerUid, updatedAt desc) and (ownerUid, visibility, updatedAt desc).
 */
export const cookCollectionsQuery = (ownerUid: string, viewer: string | undefined, count?: number): ListQuery => ({
  path: COLLECTIONS,
  where: [{ field: 'ownerUid', op: '==', value: ownerUid }, ...(viewer === ownerUid ? [] : [LISTED])],
  orderBy: [{ field: 'updatedAt', direction: 'desc' }],
  ...(count === undefined ? {} : { limit: count }),
});

const planPath = (placePath: string) => `${placePath}/${MEAL_PLAN}`;

/**
 * The planner's entries dated `from` to `to`, both included ("YYYY-MM-DD": text
 * order is date order), of the plan under `placePath` (a cook's or a
 * household's). A range holds a few weeks of one plan: each side puts them in
 * plan order itself (compareEntries), so Firestore's automatic index on `date` serves it.
 */
export const plannedDatesQuery = (placePath: string, from: string, to: string): ListQuery => ({
  path: planPath(placePath),
  where: [
    { field: 'date', op: '>=', value: from },
    { field: 'date', op: '<=', value: to },
  ],
  orderBy: [],
});

/** The planner's entries with no date yet (Someday). */
export const somedayQuery = (placePath: string): ListQuery => ({
  path: planPath(placePath),
  where: [{ field: 'date', op: '==', value: null }],
  orderBy: [],
});

/** A recipe's reviews, newest first; the id breaks ties between equal times. */
export const reviewsQuery = (recipeId: string): ListQuery => ({
  path: `${recipePath(recipeId)}/${REVIEWS}`,
  where: [],
  orderBy: [
    { field: 'createdAt', direction: 'desc' },
    { field: DOCUMENT_ID, direction: 'desc' },
  ],
});

/** A window of an ordered list: the first `first` (after a cursor), or the last `lastN` (before one). */
export type ListWindow = { first: number; after?: CursorValue } | { lastN: number; before?: CursorValue };

/** The query's documents in `window`. */
export const windowOf = (query: ListQuery, window: ListWindow): ListQuery =>
  'first' in window
    ? { ...query, limit: window.first, ...(window.after ? { startAfter: window.after } : {}) }
    : { ...query, limitToLast: window.lastN, ...(window.before ? { endBefore: window.before } : {}) };
