import { describe, expect, it } from 'vitest';
import { cookCollectionsQuery, DOCUMENT_ID, recipeListQuery, windowOf } from '../src/list-queries';
import { listingQuery } from '../src/recipe-listing';

describe('listingQuery', () => {
  it('orders top rated by the average, then the number of reviews, then the id, all descending', () => {
    expect(listingQuery({ sort: '-rating' }).orderBy).toEqual([
      { field: 'ratingAverage', direction: 'desc' },
      { field: 'ratingCount', direction: 'desc' },
      { field: DOCUMENT_ID, direction: 'desc' },
    ]);
  });

  it('is newest first without a sort, the id in the same direction', () => {
    expect(listingQuery({}).orderBy).toEqual([
      { field: 'createdAt', direction: 'desc' },
      { field: DOCUMENT_ID, direction: 'desc' },
    ]);
  });

  it('asks for public recipes, the cook, the cuisine and the search token of the text', () => {
    expect(listingQuery({ cookUid: 'ann', cuisine: 'Mexican', q: 'green curry', sort: 'prepTime' })).toEqual({
      path: 'recipes',
      where: [
        { field: 'visibility', op: '==', value: 'public' },
        { field: 'ownerUid', op: '==', value: 'ann' },
        { field: 'cuisine', op: '==', value: 'Mexican' },
        { field: 'searchTokens', op: 'array-contains', value: expect.any(String) },
      ],
      orderBy: [
        { field: 'prepTime', direction: 'asc' },
        { field: DOCUMENT_ID, direction: 'asc' },
      ],
    });
  });
});

describe('recipeListQuery', () => {
  it("lists a cook's own recipes whatever their visibility", () => {
    expect(recipeListQuery({ ownerUid: 'ann' }).where).toEqual([{ field: 'ownerUid', op: '==', value: 'ann' }]);
  });
});

describe('cookCollectionsQuery', () => {
  it('asks for the public ones unless the viewer is the cook', () => {
    expect(cookCollectionsQuery('ann', 'ann').where).toHaveLength(1);
    expect(cookCollectionsQuery('ann', 'bob', 4)).toMatchObject({
      where: [
        { field: 'ownerUid', op: '==', value: 'ann' },
        { field: 'visibility', op: '==', value: 'public' },
      ],
      limit: 4,
    });
  });
});

describe('windowOf', () => {
  const query = recipeListQuery({});
  it('reads the first N after a cursor, or the last N before one', () => {
    const cursor = [{ seconds: 1, nanoseconds: 2 }, 'id'] as const;
    expect(windowOf(query, { first: 13, after: cursor })).toEqual({ ...query, limit: 13, startAfter: cursor });
    expect(windowOf(query, { lastN: 12, before: cursor })).toEqual({ ...query, limitToLast: 12, endBefore: cursor });
    expect(windowOf(query, { first: 13 })).toEqual({ ...query, limit: 13 });
  });
});
