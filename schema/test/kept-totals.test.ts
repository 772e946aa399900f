import { describe, expect, it } from 'vitest';
import {
  countedAs,
  cuisinesInUse,
  keptTotal,
  markerCountedAs,
  recipeTotalsOf,
  totalsMove,
  totalsOfRecipes,
} from '../src/kept-totals';

const none = { likes: 0, ratingSum: 0, ratingCount: 0 };
const italianByAda = { cuisine: 'Italian', ownerUid: 'ada', ...none } as const;
/** A cook's move: one recipe more or less, and what it received. */
const cook = (recipeCount: number, likesReceived = 0, ratingSum = 0, ratingCount = 0) => ({
  recipeCount,
  likesReceived,
  ratingSum,
  ratingCount,
});

describe('totalsMove', () => {
  it('counts a new recipe once, in its cuisine and for its cook', () => {
    expect(totalsMove(undefined, italianByAda)).toEqual({
      total: 1,
      byCuisine: { Italian: 1 },
      byCook: { ada: cook(1) },
    });
  });

  it('takes a deleted recipe back out', () => {
    expect(totalsMove(italianByAda, undefined)).toEqual({
      total: -1,
      byCuisine: { Italian: -1 },
      byCook: { ada: cook(-1) },
    });
  });

  it('moves a recipe to its new cuisine without changing the total', () => {
    expect(totalsMove(italianByAda, { ...italianByAda, cuisine: 'Indian' })).toEqual({
      total: 0,
      byCuisine: { Italian: -1, Indian: 1 },
      byCook: {},
    });
  });

  it("moves the cook's likes and review sums by the difference when a public recipe is liked or reviewed", () => {
    const before = { ...italianByAda, likes: 2, ratingSum: 9, ratingCount: 2 };
    expect(totalsMove(before, { ...before, likes: 3, ratingSum: 13, ratingCount: 3 })).toEqual({
      total: 0,
      byCuisine: {},
      byCook: { ada: cook(0, 1, 4, 1) },
    });
  });

  it('takes all it received out of the totals when a recipe stops being public', () => {
    const liked = { ...italianByAda, likes: 4, ratingSum: 5, ratingCount: 1 };
    expect(totalsMove(liked, undefined)?.byCook).toEqual({ ada: cook(-1, -4, -5, -1) });
  });

  it('moves nothing when the recipe counts as before (an edit of the title)', () => {
    expect(totalsMove(italianByAda, { ...italianByAda })).toBeUndefined();
    expect(totalsMove(undefined, undefined)).toBeUndefined();
  });
});

describe('countedAs', () => {
  it('reads the cuisine and the owner of a public recipe, and nothing for no document', () => {
    expect(
      countedAs({
        cuisine: 'Mexican',
        ownerUid: 'bo',
        title: 'Tacos',
        visibility: 'public',
        likeCount: 3,
        ratingSum: 9,
        ratingCount: 2,
      }),
    ).toEqual({ cuisine: 'Mexican', ownerUid: 'bo', likes: 3, ratingSum: 9, ratingCount: 2 });
    expect(countedAs(undefined)).toBeUndefined();
  });

  it('counts only what the public lists hold: not an unlisted, private or not yet migrated recipe', () => {
    for (const visibility of ['unlisted', 'private', undefined]) {
      expect(countedAs({ cuisine: 'Mexican', ownerUid: 'bo', visibility })).toBeUndefined();
    }
  });

  it('counts an unknown cuisine as Others, so the cuisines always add up to the total', () => {
    expect(countedAs({ cuisine: 'Martian', ownerUid: 'bo', visibility: 'public' })?.cuisine).toBe('Others');
    expect(markerCountedAs({ cuisine: 'Martian', ownerUid: 'bo' })?.cuisine).toBe('Others');
  });

  it('reads a marker (which holds no visibility) as what it counts; one from before cook profiles counted no likes', () => {
    expect(markerCountedAs({ cuisine: 'Indian', ownerUid: 'al' })).toEqual({
      cuisine: 'Indian',
      ownerUid: 'al',
      ...none,
    });
    expect(markerCountedAs({ cuisine: 'Indian', ownerUid: 'al', likes: 2, ratingSum: 4, ratingCount: 1 })).toEqual({
      cuisine: 'Indian',
      ownerUid: 'al',
      likes: 2,
      ratingSum: 4,
      ratingCount: 1,
    });
    expect(markerCountedAs(undefined)).toBeUndefined();
  });
});

describe('keptTotal', () => {
  const totals = { total: 40, byCuisine: { Italian: 12, Indian: 3 } };

  it('has a total for all recipes and for a cuisine (0 for one never used)', () => {
    expect(keptTotal(totals, {})).toBe(40);
    expect(keptTotal(totals, { cuisine: 'Italian', sort: 'prepTime' })).toBe(12);
    expect(keptTotal(totals, { cuisine: 'Chinese' })).toBe(0);
  });

  it('has none for a title search or the top-rated order, which are counted instead', () => {
    expect(keptTotal(totals, { q: 'soup' })).toBeUndefined();
    expect(keptTotal(totals, { sort: '-rating' })).toBeUndefined();
  });
});

describe('recipeTotalsOf and cuisinesInUse', () => {
  it('reads a missing document as no recipes', () => {
    expect(recipeTotalsOf(undefined)).toEqual({ total: 0, byCuisine: {} });
  });

  it('lists the cuisines that have recipes, in the product order', () => {
    const totals = recipeTotalsOf({ total: 5, byCuisine: { Others: 1, Italian: 4, Indian: 0, Weird: 2 } });
    expect(totals.byCuisine).toEqual({ Others: 1, Italian: 4, Indian: 0 });
    expect(cuisinesInUse(totals)).toEqual(['Italian', 'Others']);
  });

  it('offers the cuisine of a recipe on screen that the totals have not counted yet', () => {
    expect(cuisinesInUse(recipeTotalsOf(undefined), [{ cuisine: 'Mexican' }])).toEqual(['Mexican']);
  });
});

describe('totalsOfRecipes', () => {
  it('is the full count that check:data compares the kept totals with', () => {
    const { recipes, cooks } = totalsOfRecipes([
      { ...italianByAda, likes: 2, ratingSum: 9, ratingCount: 2 },
      { cuisine: 'Indian', ownerUid: 'ada', likes: 1, ratingSum: 3, ratingCount: 1 },
      { cuisine: 'Italian', ownerUid: 'bo', ...none },
    ]);
    expect(recipes).toEqual({ total: 3, byCuisine: { Italian: 2, Indian: 1 } });
    expect(Object.fromEntries(cooks)).toEqual({ ada: cook(2, 3, 12, 3), bo: cook(1) });
  });
});
