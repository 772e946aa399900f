// The emulator runs any query without a composite index; production does not.
// So this checks that firestore.indexes.json holds an index for every query
// shape the API and the web app's lists can produce: see listQuery in
// src/recipes/list-recipes.ts, topLikedRecipes in src/recipes/repository.ts and
// the All Recipes page's query (web/src/lib/recipes/listing-query.ts): the caller's own
// recipes (owner) or the public ones (visibility == public, every list of
// other cooks' recipes: schema/src/visibility.ts), optional cuisine and search
// token, one sort (one field, or two for the best rated), then the document id
// in the sort's direction.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIST_SORTS } from '../src/recipes/list-options';

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

/** Whose recipes a list holds: the caller's own (all of them), or anyone's public ones. */
const WHOSE: IndexField[] = [
  { fieldPath: 'ownerUid', order: 'ASCENDING' },
  { fieldPath: 'visibility', order: 'ASCENDING' },
];

const FILTERS: IndexField[] = [
  { fieldPath: 'cuisine', order: 'ASCENDING' },
  { fieldPath: 'searchTokens', arrayConfig: 'CONTAINS' },
];

/** Each list's filters: one of WHOSE, and every combination of the others (bit masks 0 … 2^n − 1). */
const combinations = WHOSE.flatMap((whose) =>
  Array.from({ length: 2 ** FILTERS.length }, (_, index) => [
    whose,
    ...FILTERS.filter((_field, bit) => index & (1 << bit)),
  ]),
);

describe('firestore.indexes.json', () => {
  it.each(Object.entries(LIST_SORTS))('serves every filter combination sorted by %s, then id', (_name, sort) => {
    const order: IndexField['order'] = sort.direction === 'asc' ? 'ASCENDING' : 'DESCENDING';
    const ordering: IndexField[] = [
      ...sort.fields.map((fieldPath) => ({ fieldPath, order })),
      { fieldPath: '__name__', order },
    ];
    for (const filters of combinations) {
      expect(hasIndex(filters, ordering), filters.map(key).join(' + ') || 'no filter').toBe(true);
    }
  });

  it('indexes searchTokens for array-contains only: no query orders by it, and each token costs index entries', () => {
    const override = file.fieldOverrides.find((o) => o.collectionGroup === 'recipes' && o.fieldPath === 'searchTokens');
    expect(override?.indexes).toEqual([{ arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' }]);
  });

  it('serves the top-liked query (public recipes: likeCount, then newest)', () => {
    expect(
      hasIndex(
        [{ fieldPath: 'visibility', order: 'ASCENDING' }],
        [
          { fieldPath: 'likeCount', order: 'DESCENDING' },
          { fieldPath: 'createdAt', order: 'DESCENDING' },
        ],
      ),
    ).toBe(true);
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
  const owner: IndexField = { fieldPath: 'ownerUid', order: 'ASCENDING' };
  const listed: IndexField = { fieldPath: 'visibility', order: 'ASCENDING' };
  it.each([
    ['a cook’s own collections', [owner]],
    ['a cook’s public collections', [owner, listed]],
  ])('serves %s, most recently changed first', (_name, filters) => {
    expect(hasIndex(filters, [{ fieldPath: 'updatedAt', order: 'DESCENDING' }], 'collections')).toBe(true);
  });
  it.each(['DESCENDING', 'ASCENDING'] as const)(
    "serves a cook's public recipes, newest first (%s: read from either end), then id",
    (order) => {
      const filters: IndexField[] = WHOSE;
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
