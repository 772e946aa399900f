// The collection's recipe list as a cook changes it: adding once and never
// past the limit, removing, and moving to any place (either end included).
import { COLLECTION_LIMITS } from '@recipe-book/schema/constants';
import { describe, expect, it } from 'vitest';
import { CollectionFullError, withRecipeAdded, withRecipeMoved, withRecipeRemoved } from './recipe-order';

const ids = ['a', 'b', 'c', 'd'];

describe('withRecipeAdded', () => {
  it('adds at the end, leaving the given list as it was', () => {
    expect(withRecipeAdded(ids, 'e')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ids).toEqual(['a', 'b', 'c', 'd']);
  });

  it('adds a recipe once: saving it again changes nothing', () => {
    expect(withRecipeAdded(ids, 'b')).toEqual(ids);
  });

  it('refuses the recipe past the limit, in words, but not one already there', () => {
    const full = Array.from({ length: COLLECTION_LIMITS.recipeIds.maxItems }, (_, index) => `r${index}`);
    expect(() => withRecipeAdded(full, 'one-more')).toThrow(CollectionFullError);
    expect(() => withRecipeAdded(full, 'one-more')).toThrow(/at most 200 recipes/);
    expect(withRecipeAdded(full, 'r7')).toEqual(full);
  });
});

describe('withRecipeRemoved', () => {
  it('removes it and keeps the order of the others', () => {
    expect(withRecipeRemoved(ids, 'b')).toEqual(['a', 'c', 'd']);
  });

  it('leaves a list without it as it is', () => {
    expect(withRecipeRemoved(ids, 'z')).toEqual(ids);
  });
});

describe('withRecipeMoved', () => {
  it.each([
    ['up one (the keyboard)', 'c', 1, ['a', 'c', 'b', 'd']],
    ['down one', 'b', 2, ['a', 'c', 'b', 'd']],
    ['to the top', 'd', 0, ['d', 'a', 'b', 'c']],
    ['to the bottom', 'a', 3, ['b', 'c', 'd', 'a']],
    ['nowhere (its own place)', 'b', 1, ids],
    ['past the end: the last place', 'a', 99, ['b', 'c', 'd', 'a']],
    ['before the start: the first place', 'c', -1, ['c', 'a', 'b', 'd']],
  ])('moves a recipe %s', (_name, recipeId, toIndex, expected) => {
    expect(withRecipeMoved(ids, recipeId as string, toIndex as number)).toEqual(expected);
  });

  it('leaves the list as it is for a recipe no longer in it (removed in another tab)', () => {
    expect(withRecipeMoved(ids, 'z', 0)).toEqual(ids);
  });
});
