// "What can I cook?" (schema/src/pantry-recipes.ts): what a recipe needs and
// lacks, the order of the answer, and its bounded query.
import { describe, expect, it } from 'vitest';
import { PANTRY_LIMITS } from '../src/constants';
import {
  byPantryMatch,
  neededFoods,
  PANTRY_CANDIDATES_MAX,
  pantryCandidateQuery,
  pantryMatch,
} from '../src/pantry-recipes';
import { foodToken } from '../src/search';

describe('what a recipe needs and lacks', () => {
  const pesto = [
    '2 cups fresh basil leaves',
    '2 garlic cloves',
    '50 g pine nuts',
    '60 g parmesan',
    '120 ml olive oil',
    'Salt',
  ];

  it('needs each line’s food, staples and their kinds (olive oil) left out', () => {
    expect(neededFoods(pesto)).toEqual(['basil leaf', 'garlic clove', 'pine nut', 'parmesan']);
  });

  it('counts a part as on hand with its whole, a broad food with a narrow one, never the reverse', () => {
    expect(pantryMatch(['basil', 'garlic', 'pine nut', 'parmesan'], pesto)).toEqual({
      missing: [],
      used: ['basil leaf', 'garlic clove', 'pine nut', 'parmesan'],
    });
    expect(pantryMatch(['basil', 'nut', 'cheese'], pesto)).toEqual({
      missing: ['garlic clove', 'pine nut', 'parmesan'],
      used: ['basil leaf'],
    });
    expect(pantryMatch(['chicken thigh'], ['1 whole chicken'])).toEqual({ missing: [], used: ['chicken'] });
    expect(pantryMatch(['lemon'], ['Juice of 1 lemon', '1 tsp lemon zest'])).toEqual({
      missing: [],
      used: ['lemon juice', 'lemon zest'],
    });
  });

  it('orders fewest missing first, then most used, then most liked', () => {
    const recipes = [
      { id: 'two missing', missing: ['a', 'b'], used: ['c', 'd', 'e'], likeCount: 9 },
      { id: 'one missing, one used', missing: ['a'], used: ['c'], likeCount: 9 },
      { id: 'one missing, two used', missing: ['a'], used: ['c', 'd'], likeCount: 0 },
      { id: 'one missing, two used, liked', missing: ['a'], used: ['c', 'd'], likeCount: 3 },
      { id: 'everything', missing: [], used: ['c'], likeCount: 0 },
    ];
    expect([...recipes].sort(byPantryMatch).map((recipe) => recipe.id)).toEqual([
      'everything',
      'one missing, two used, liked',
      'one missing, two used',
      'one missing, one used',
      'two missing',
    ]);
  });
});

describe('pantryCandidateQuery', () => {
  it('asks for nothing when the pantry holds only staples', () => {
    expect(pantryCandidateQuery([])).toBeUndefined();
    expect(pantryCandidateQuery(['salt', 'water'])).toBeUndefined();
  });

  it('looks the foods up in groups of 30 that share a fixed number of reads', () => {
    expect(pantryCandidateQuery(['tomato', 'salt', 'basil'])).toEqual({
      groups: [[foodToken('tomato'), foodToken('basil')]],
      limit: PANTRY_CANDIDATES_MAX,
    });
    const full = Array.from({ length: PANTRY_LIMITS.maxFoods }, (_, i) => `food ${i}`);
    const query = pantryCandidateQuery(full);
    expect(query?.groups.map((group) => group.length)).toEqual([30, 30, 30, 30, 30, 30, 20]);
    expect((query?.limit ?? 0) * (query?.groups.length ?? 0)).toBeLessThanOrEqual(PANTRY_CANDIDATES_MAX);
  });
});
