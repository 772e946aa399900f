// The recipe the server-rendered page hands to the app: it comes back as the
// same recipe, and no title can break out of its <script> element.
import { describe, expect, it } from 'vitest';
import { parseServedRecipe, servedRecipeJson } from '../src/served-recipe';
import { sampleRecipe } from './support/sample-recipe';

const recipe = sampleRecipe('Soup </script><script>alert(1)</script> \u2028 & more');

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
