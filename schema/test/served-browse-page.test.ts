// The first page of All Recipes that the server-rendered page hands to the
// app: only what a card shows, back as it went, safe inside its <script>.
import { describe, expect, it } from 'vitest';
import { parseServedBrowsePage, servedBrowsePageJson, type ServedBrowsePage } from '../src/served-browse-page';
import { sampleRecipe } from './support/sample-recipe';

const recipe = sampleRecipe('Soup </script><script>alert(1)</script>');
const page: ServedBrowsePage = { recipes: [recipe], total: 34, cuisines: ['Italian', 'Others'], lastCursor: '1.5~abc' };

describe('servedBrowsePageJson and parseServedBrowsePage', () => {
  it('carry only what a card shows of each recipe, and the total, cuisines and cursor', () => {
    const card = {
      id: 'abc123',
      title: recipe.title,
      image: recipe.image,
      cuisine: 'Italian',
      prepTime: 30,
      likeCount: 3,
    };
    expect(parseServedBrowsePage(servedBrowsePageJson(page))).toEqual({ ...page, recipes: [card] });
    expect(servedBrowsePageJson(page)).not.toMatch(/ingredients|searchTokens|ownerUid/);
  });

  it('write no "<" that could end the script element', () => {
    expect(servedBrowsePageJson(page)).not.toContain('<');
  });

  it('say null for anything that is not a served page, and drop unknown cuisines', () => {
    expect(parseServedBrowsePage('not json')).toBeNull();
    expect(parseServedBrowsePage('{"recipes":[{"title":"no id"}],"total":1,"cuisines":[]}')).toBeNull();
    expect(parseServedBrowsePage('{"recipes":[],"cuisines":[]}')).toBeNull();
    expect(parseServedBrowsePage('{"recipes":[],"total":0,"cuisines":["Martian","Indian"]}')?.cuisines).toEqual([
      'Indian',
    ]);
  });
});
