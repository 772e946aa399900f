// A complete stored recipe for the tests of what the server hands to the app,
// with every field set (the search tokens too, which must not be handed on).
import type { Recipe } from '../../src/recipe';

export function sampleRecipe(title: string): Recipe {
  return {
    id: 'abc123',
    title,
    image: '/images/recipes/tomato-soup.webp',
    ingredients: ['tomatoes', 'basil'],
    instructions: ['Roast.', 'Blend.'],
    cuisine: 'Italian',
    prepTime: 30,
    categories: ['Vegan'],
    likeCount: 3,
    wishlistCount: 1,
    ownerUid: 'owner',
    displayName: 'Sophie',
    searchTokens: ['so', 'sou'],
    createdAt: new Date('2026-01-02T03:04:05.000Z'),
    updatedAt: new Date('2026-02-03T04:05:06.000Z'),
  };
}
