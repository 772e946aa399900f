// The emulator runs any query without a composite index; production does not.
// So this checks that firestore.indexes.json holds an index for every query
// shape the API and the web app's lists can produce. The recipe lists and
// top-liked are read from their one description (schema/src/list-queries.ts),
// which both SDKs' adapters build exactly: the caller's own recipes (owner) or
// the public ones (visibility == public, every list of other cooks' recipes:
// schema/src/visibility.ts), optional cuisine and search token, one sort (one
// field, or two for the best rated), then the document id in the sort's direction.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_ID,
  cookCollectionsQuery,
  type ListQuery,
  RECIPE_SORTS,
  recipeListQuery,
  type RecipeSort,
  topLikedQuery,
} from '@recipe-book/schema/list-queries';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

interface IndexFile {
  indexes: { collectionGroup: string; queryScope: string; fields: IndexField[] }[];
  fieldOverrides: {
    collectionGroup: string;
    fieldPath: string;
    indexes: { queryScope: string; order?: string; arrayConfig?: string }[];
  }[];
}

const file = JSON.parse(readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8')) as IndexFile;

const key = (field: IndexField) => `${field.fieldPath}:${field.order ?? field.arrayConfig}`;

/** Whether an index serves: these equality / array-contains fields (any order), then this ordering. */
function hasIndex(filters: IndexField[], ordering: IndexField[], group = 'recipes'): boolean {
  const wantedFilters = filters.map(key).sort();
  const wantedOrdering = ordering.map(key);
  return file.indexes.some(({ collectionGroup, queryScope, fields }) => {
    if (collectionGroup !== group || queryScope !== 'COLLECTION') return false;
    const head = fields.slice(0, filters.length).map(key).sort();
    const tail = fields.slice(filters.length).map(key);
    return (
      JSON.stringify(head) === JSON.stringify(wantedFilters) && JSON.stringify(tail) === JSON.stringify(wantedOrdering)
    );
  });
}

/** Whether an index serves the described query: its equality and array-contains filters, then its order. */
function servesQuery(query: ListQuery): boolean {
  const filters = query.where.map(({ field, op }): IndexField =>
    op === 'array-contains' ? { fieldPath: field, arrayConfig: 'CONTAINS' } : { fieldPath: field, order: 'ASCENDING' },
  );
  const ordering = query.orderBy.map(({ field, direction }): IndexField => ({
    fieldPath: field === DOCUMENT_ID ? '__name__' : field,
    order: direction === 'asc' ? 'ASCENDING' : 'DESCENDING',
  }));
  return hasIndex(filters, ordering, query.path);
}

/** Whose recipes a list holds: the caller's own (all of them), or anyone's public ones. */
const WHOSE = [{ ownerUid: 'cook' }, {}];

/** Each list's filters: one of WHOSE, with and without a cuisine and a search token. */
const combinations = WHOSE.flatMap((whose) =>
  [{}, { cuisine: 'Italian' as const }].flatMap((cuisine) =>
    [{}, { token: 'soup' }].map((token) => ({ ...whose, ...cuisine, ...token })),
  ),
);

describe('firestore.indexes.json', () => {
  it.each(Object.keys(RECIPE_SORTS) as RecipeSort[])(
    'serves every filter combination sorted by %s, then id',
    (sort) => {
      for (const filters of combinations) {
        expect(servesQuery(recipeListQuery(filters, sort)), JSON.stringify(filters)).toBe(true);
      }
    },
  );

  it('indexes searchTokens for array-contains only: no query orders by it, and each token costs index entries', () => {
    const override = file.fieldOverrides.find((o) => o.collectionGroup === 'recipes' && o.fieldPath === 'searchTokens');
    expect(override?.indexes).toEqual([{ arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' }]);
  });

  it('serves the top-liked query (public recipes: likeCount, then newest)', () => {
    expect(servesQuery(topLikedQuery(10))).toBe(true);
  });

  it("serves What can I cook?'s candidates (public recipes with any of the pantry's foods: likeCount, then newest)", () => {
    expect(
      hasIndex(
        [
          { fieldPath: 'visibility', order: 'ASCENDING' },
          { fieldPath: 'searchTokens', arrayConfig: 'CONTAINS' },
        ],
        [
          { fieldPath: 'likeCount', order: 'DESCENDING' },
          { fieldPath: 'createdAt', order: 'DESCENDING' },
        ],
      ),
    ).toBe(true);
  });

  // src/collections/repository.ts (listCollections) and the web app's lists of collections.
  it.each([
    ['a cook’s own collections', 'cook'],
    ['a cook’s public collections', undefined],
  ])('serves %s, most recently changed first', (_name, viewer) => {
    expect(servesQuery(cookCollectionsQuery('cook', viewer))).toBe(true);
  });
  it.each(['DESCENDING', 'ASCENDING'] as const)(
    "serves a cook's public recipes, newest first (%s: read from either end), then id",
    (order) => {
      const filters: IndexField[] = [
        { fieldPath: 'ownerUid', order: 'ASCENDING' },
        { fieldPath: 'visibility', order: 'ASCENDING' },
      ];
      const ordering: IndexField[] = [
        { fieldPath: 'createdAt', order },
        { fieldPath: '__name__', order },
      ];
      expect(hasIndex(filters, ordering)).toBe(true);
    },
  );

  // src/foods/repository.ts and the web app's food suggestions (schema/src/food-vocabulary.ts).
  it.each(['prefixes', 'variants'])('serves the food suggestions by %s, most used first', (fieldPath) => {
    const filters: IndexField[] = [{ fieldPath, arrayConfig: 'CONTAINS' }];
    expect(hasIndex(filters, [{ fieldPath: 'recipeCount', order: 'DESCENDING' }], 'foods')).toBe(true);
  });

  it.each(['wishlist', 'mealPlan', 'shoppingList'])(
    'lets the cascade find %s documents by recipeId across all cooks and households',
    (group) => {
      const override = file.fieldOverrides.find((o) => o.collectionGroup === group && o.fieldPath === 'recipeId');
      expect(override?.indexes.some((index) => index.queryScope === 'COLLECTION_GROUP')).toBe(true);
    },
  );

  // src/cooks/rename-trigger.ts: what a renamed cook signed, across all recipes and households.
  it.each([
    ['reviews', 'displayName'],
    ['mealPlan', 'addedByUid'],
    ['shoppingList', 'addedByUid'],
    ['shoppingList', 'checkedByUid'],
  ])('lets the rename trigger find %s by %s across all parents', (group, field) => {
    const override = file.fieldOverrides.find((o) => o.collectionGroup === group && o.fieldPath === field);
    expect(override?.indexes.some((index) => index.queryScope === 'COLLECTION_GROUP')).toBe(true);
    // An override replaces the automatic indexes: the ones a single collection's queries use stay.
    expect(override?.indexes.filter((index) => index.queryScope === 'COLLECTION')).toHaveLength(3);
  });
});
