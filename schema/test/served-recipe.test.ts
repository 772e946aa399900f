// The recipe the server-rendered page hands to the app: it comes back as the
// same recipe, and no title can break out of its <script> element.
import { describe, expect, it } from 'vitest';
import type { Recipe } from '../src/recipe';
import { parseServedRecipe, servedRecipeJson } from '../src/served-recipe';

const recipe: Recipe = {
  id: 'abc123',
  title: 'Soup </script><script>alert(1)</script> \u2028 & more',
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

describe('servedRecipeJson and parseServedRecipe', () => {
  it('give back the recipe with its dates, without the backend-kept search tokens', () => {
    const { searchTokens: _tokens, ...shown } = recipe;
    expect(parseServedRecipe(servedRecipeJson(recipe))).toEqual(shown);
  });

  it('write no "<" and no line separator that could end or break the script element', () => {
    const json = servedRecipeJson(recipe);
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
  });

  it('say null for anything that is not a served recipe', () => {
    expect(parseServedRecipe('not json')).toBeNull();
    expect(parseServedRecipe('{"title":"no id"}')).toBeNull();
    expect(parseServedRecipe('null')).toBeNull();
  });
});
