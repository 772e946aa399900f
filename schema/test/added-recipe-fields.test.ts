// A recipe written before servings, cook time, ratings or visibility existed reads as if
// `npm run migrate` had already given it their starting values.
import { describe, expect, it } from 'vitest';
import { ADDED_RECIPE_FIELDS, missingAddedFields, withAddedFields } from '../src/added-recipe-fields';
import { RECIPE_LIMITS } from '../src/constants';
import type { StoredRecipe } from '../src/recipe';
import { recipeFromStored } from '../src/stored-recipe';
import { sampleRecipe } from './support/sample-recipe';

/** The sample as the first release stored it: none of the added fields. */
function firstRelease() {
  const {
    id: _id,
    ratingCount: _count,
    ratingSum: _sum,
    starCounts: _stars,
    servings: _servings,
    cookTime: _cook,
    visibility: _visibility,
    ...older
  } = sampleRecipe('Old soup');
  return older;
}

describe('added recipe fields', () => {
  it('start at no reviews, the default servings and no cooking', () => {
    expect(ADDED_RECIPE_FIELDS).toEqual({
      ratingCount: 0,
      ratingSum: 0,
      starCounts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      servings: RECIPE_LIMITS.servings.default,
      cookTime: RECIPE_LIMITS.cookTime.default,
      visibility: 'public',
    });
    expect(RECIPE_LIMITS.servings.default).toBe(4);
    expect(RECIPE_LIMITS.cookTime.default).toBe(0);
  });

  it('are missing only where the document lacks them', () => {
    expect(missingAddedFields(firstRelease())).toEqual(ADDED_RECIPE_FIELDS);
    expect(
      missingAddedFields({ ...firstRelease(), ratingCount: 1, ratingSum: 5, starCounts: sampleRecipe('').starCounts }),
    ).toEqual({ servings: 4, cookTime: 0, visibility: 'public' });
    expect(missingAddedFields(sampleRecipe('New soup'))).toEqual({});
  });

  it('count star counts without all five keys as missing (an increment on an older recipe made them)', () => {
    expect(missingAddedFields({ ...sampleRecipe('Old soup'), starCounts: { '5': 1 } })).toEqual({
      starCounts: ADDED_RECIPE_FIELDS.starCounts,
    });
  });

  it('fill in what is missing and never change what is stored', () => {
    const partly = { ...firstRelease(), servings: 6 };
    expect(withAddedFields<StoredRecipe<Date>>(partly)).toMatchObject({
      servings: 6,
      cookTime: 0,
      ratingCount: 0,
      ratingSum: 0,
      starCounts: ADDED_RECIPE_FIELDS.starCounts,
    });
    const complete = sampleRecipe('New soup');
    expect(withAddedFields<StoredRecipe<Date>>(complete)).toEqual(complete);
  });

  it('reach the recipe the app shows', () => {
    expect(recipeFromStored('old', firstRelease())).toMatchObject({
      id: 'old',
      servings: 4,
      cookTime: 0,
      ratingCount: 0,
      ratingSum: 0,
    });
    expect(recipeFromStored('new', sampleRecipe('New soup'))).toMatchObject({ servings: 2, cookTime: 20 });
  });
});
