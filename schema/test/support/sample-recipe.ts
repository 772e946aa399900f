// The one sample recipe of the test suites (schema/test, web's unit tests, the
// API tests in functions/test, the rules tests in tests/rules, the browser tests'
// e2e/support/firestore.ts and tests/scripts import it): what a cook enters, and the stored recipe around it.
// Each call returns a fresh copy, so a test may change its own.
import type { Recipe, RecipeInput } from '../../src/recipe';

/** The sample as a cook enters it: a valid body for a new recipe. */
export function sampleRecipeInput(title: string): RecipeInput {
  return {
    title,
    image: '/images/recipes/tomato-soup.webp',
    ingredients: ['water', 'salt'],
    instructions: ['Boil the water.', 'Add salt.'],
    cuisine: 'Others',
    prepTime: 10,
    servings: 2,
    cookTime: 20,
    categories: ['Lunch'],
    visibility: 'public',
  };
}

/** The sample read back with every field set (the search tokens too, which must not be handed on). */
export function sampleRecipe(title: string): Recipe {
  return {
    id: 'abc123',
    ...sampleRecipeInput(title),
    likeCount: 3,
    wishlistCount: 1,
    ratingCount: 2,
    ratingSum: 9,
    starCounts: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 },
    ratingAverage: 4.5,
    ownerUid: 'owner',
    displayName: 'Sophie',
    searchTokens: ['so', 'sou'],
    createdAt: new Date('2026-01-02T03:04:05.000Z'),
    updatedAt: new Date('2026-02-03T04:05:06.000Z'),
  };
}
