// Title search without any emulator: the tokens a recipe stores, the one token
// a query looks up, and the check that makes the rare unchecked matches exact.
import { describe, expect, it } from 'vitest';
import { recipeFoods } from '../src/recipe-foods';
import {
  foodToken,
  matchesRecipeSearch,
  matchesSearch,
  PAIR_PREFIX_MAX,
  recipeSearch,
  SEARCH_TOKENS_MAX,
  searchQuery,
  searchTokens,
  wordsOf,
} from '../src/search';

/** Whether the one-token lookup plus the optional check finds `title` for `q`, as Firestore would. */
function finds(title: string, q: string): boolean {
  const query = searchQuery(q);
  if (!query) return true;
  return searchTokens(title).includes(query.token) && (!query.needsCheck || matchesSearch(title, q));
}

const TITLES = [
  'Spaghetti Carbonara',
  'Chocolate Lava Cake',
  'Crème Brûlée',
  'Classic Chicken Tikka Masala',
  'Pasta pasta PASTA',
  "Grandma's 5-Minute Pancakes",
  'Chocoxa Chocoyb',
  'Carrot Cake',
];

describe('search: what people type finds what they mean', () => {
  const cases: [string, string, boolean][] = [
    ['spag', 'Spaghetti Carbonara', true],
    ['CHOC cake', 'Chocolate Lava Cake', true],
    ['carbonara spaghetti', 'Spaghetti Carbonara', true],
    ['chicken tikka masala', 'Classic Chicken Tikka Masala', true],
    ['creme brulee', 'Crème Brûlée', true],
    ['CRÈME', 'Crème Brûlée', true],
    ['brûl', 'Crème Brûlée', true],
    ['5 min pan', "Grandma's 5-Minute Pancakes", true],
    ['grandma', "Grandma's 5-Minute Pancakes", true],
    ['  spag,   carb!  ', 'Spaghetti Carbonara', true],
    ['chocox chocoy', 'Chocoxa Chocoyb', true],
    ['ghetti', 'Spaghetti Carbonara', false],
    ['spag cake', 'Spaghetti Carbonara', false],
    ['choc lava pie', 'Chocolate Lava Cake', false],
    // Plurals do not matter: "tomatoes" and "tomato" find the same recipes.
    ['carbonaras', 'Spaghetti Carbonara', true],
    ['chocolate cakes', 'Chocolate Lava Cake', true],
    ['tomato', 'Roasted Tomatoes', true],
    ['berry', 'Mixed Berries', true],
    ['cakez', 'Chocolate Lava Cake', false],
  ];
  it.each(cases)('%j in %j → found: %s', (q, title, found) => {
    expect(matchesSearch(title, q)).toBe(found);
    expect(finds(title, q)).toBe(found);
  });

  it('an empty query, or one of punctuation only, is no search', () => {
    expect(searchQuery('')).toBeUndefined();
    expect(searchQuery(' !?- ')).toBeUndefined();
    expect(searchQuery(undefined)).toBeUndefined();
    expect(matchesSearch('Carrot Cake', '')).toBe(true);
  });

  it('the lookup plus the check means exactly matchesSearch, and skips the check only when the token alone is exact', () => {
    const queries = [
      ...TITLES.flatMap((title) => wordsOf(title).flatMap((word) => [word.slice(0, 1), word.slice(0, 4), word])),
      'ch ca',
      'choc car',
      'carr cake',
      'spaghetti carbonara',
      'chicken masala classic',
      'cake lava chocolate',
      'pasta',
      'pas past',
      'c',
      'ta ma',
      'zzz',
      'choco choco',
    ];
    for (const title of TITLES) {
      for (const q of queries) {
        const query = searchQuery(q);
        const meant = matchesSearch(title, q);
        expect(finds(title, q), `${q} in ${title}`).toBe(meant);
        if (query && !query.needsCheck)
          expect(searchTokens(title).includes(query.token), `${q} in ${title}`).toBe(meant);
      }
    }
  });
});

describe('search: the query token', () => {
  it('one word looks up its own prefix, unchecked', () => {
    expect(searchQuery('Spag')).toEqual({ token: 'spag', needsCheck: false });
  });

  it('two short words look up their sorted pair, unchecked', () => {
    expect(searchQuery('CHOC cake')).toEqual({ token: 'cake choc', needsCheck: false });
    expect(searchQuery('cake CHOC')).toEqual({ token: 'cake choc', needsCheck: false });
  });

  it(`a word longer than ${PAIR_PREFIX_MAX} characters is cut in the pair and checked`, () => {
    expect(searchQuery('spaghetti carbonara')).toEqual({ token: 'carbo spagh', needsCheck: true });
  });

  it('three words pair the two longest and check the third', () => {
    expect(searchQuery('choco lava cakes')).toEqual({ token: 'choco lava', needsCheck: true });
  });

  it('repeated words, and words that start another query word, add nothing', () => {
    expect(searchQuery('pasta PASTA pasta')).toEqual({ token: 'pasta', needsCheck: false });
    expect(searchQuery('pa past pasta')).toEqual({ token: 'pasta', needsCheck: false });
  });
});

describe('search: the stored tokens', () => {
  it('hold every prefix of every word and the pairs of short prefixes', () => {
    const tokens = searchTokens('Lava Cake');
    for (const token of ['l', 'la', 'lav', 'lava', 'c', 'ca', 'cak', 'cake', 'c l', 'cake lava', 'ca lav']) {
      expect(tokens).toContain(token);
    }
    expect(tokens).not.toContain('lava lava');
  });

  it('are lower-case, without accents, and without duplicates', () => {
    const tokens = searchTokens('Pasta pasta PASTA Crème');
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(tokens).toContain('creme');
    expect(tokens.some((token) => token !== token.toLowerCase() || /[^\x20-\x7e]/.test(token))).toBe(false);
    expect(searchTokens('Pasta pasta PASTA')).toEqual(['p', 'pa', 'pas', 'past', 'pasta']);
  });

  it('make a long word findable by all of it', () => {
    const word = 'Supercalifragilisticexpialidocious';
    expect(searchTokens(`${word} Soup`)).toContain(word.toLowerCase());
    expect(finds(`${word} Soup`, 'supercalifragilistic soup')).toBe(true);
  });

  it('split at punctuation and keep digits, in any script', () => {
    expect(wordsOf("Grandma's 5-Minute Pancakes")).toEqual(['grandma', 's', '5', 'minute', 'pancakes']);
    expect(wordsOf('İskender 𝐁𝐞𝐬𝐭 김치 Борщ')).toEqual(['iskender', 'best', '김치', 'борщ']);
    expect(searchTokens('Cafe\u0301')).toEqual(searchTokens('Café'));
  });

  it('stay bounded for the longest title of many short words', () => {
    const title = Array.from({ length: 20 }, (_, i) => String.fromCharCode(97 + i).repeat(5)).join(' ');
    expect(title.length).toBeLessThanOrEqual(120);
    expect(searchTokens(title).length).toBeLessThanOrEqual(1_250);
  });

  it('come out the same for the same title', () => {
    expect(searchTokens('Chocolate Lava Cake')).toEqual(searchTokens('Chocolate Lava Cake'));
  });
});

describe('search: by what is in a recipe', () => {
  const dal = {
    title: 'Dal Tadka',
    foods: recipeFoods(['1 cup red lentils, rinsed', '2 ripe tomatoes, diced', '2 tbsp ghee', '1 tsp cumin seeds']),
  };
  const satay = {
    title: 'Satay Skewers',
    foods: recipeFoods(['700 g chicken thighs, in chunks', '100 g roasted peanuts']),
  };

  /** Whether Firestore's lookup plus the check finds the recipe. */
  function found(
    recipe: { title: string; foods: string[] },
    q: string,
    wanted: string[] = [],
    unwanted: string[] = [],
  ) {
    const search = recipeSearch(q, wanted, unwanted);
    if (!search) return true;
    const looked = search.token === undefined || searchTokens(recipe.title, recipe.foods).includes(search.token);
    return looked && (!search.needsCheck || matchesRecipeSearch(recipe, search));
  }

  it('finds a recipe by a food its title does not name, in the singular or plural, with title words', () => {
    expect(found(dal, 'lentils')).toBe(true);
    expect(found(dal, 'LENTIL')).toBe(true);
    expect(found(dal, 'tomatoes')).toBe(true);
    expect(found(dal, 'dal tomato')).toBe(true);
    expect(found(dal, 'tomato dal')).toBe(true);
    expect(found(satay, 'chicken')).toBe(true);
    expect(found(satay, 'nut')).toBe(true);
    expect(found(dal, 'chicken')).toBe(false);
  });

  it('"with" finds every food asked for, "without" leaves out any of them', () => {
    expect(found(satay, '', ['chicken'])).toBe(true);
    expect(found(satay, '', ['chicken'], ['nut'])).toBe(false);
    expect(found(dal, '', [], ['nut'])).toBe(true);
    expect(found(dal, 'dal', ['lentil', 'tomato'])).toBe(true);
    expect(found(dal, 'dal', ['lentil', 'chicken'])).toBe(false);
  });

  it('looks up the text first, else the first food; "without" alone has no token and is checked', () => {
    expect(recipeSearch('dal', ['lentil'])).toMatchObject({ token: 'dal', needsCheck: true });
    expect(recipeSearch(undefined, ['lentil'])).toMatchObject({ token: foodToken('lentil'), needsCheck: false });
    expect(recipeSearch('', [], ['nut'])).toEqual({ q: '', with: [], without: ['nut'], needsCheck: true });
    expect(recipeSearch(' ', [], [])).toBeUndefined();
  });

  it('keeps the tokens of a recipe with many long foods bounded, the title and the foods first', () => {
    const title = Array.from({ length: 20 }, (_, i) => String.fromCharCode(97 + i).repeat(5)).join(' ');
    // Words of 30 letters that share no prefix longer than a letter or two.
    const word = (seed: number) =>
      Array.from({ length: 30 }, (_, k) => String.fromCharCode(97 + ((seed * 7 + k * k) % 26))).join('');
    const lines = Array.from({ length: 100 }, (_, i) => `1 tbsp ${word(i)} ${word(i + 100)}`);
    const tokens = searchTokens(title, recipeFoods(lines));
    expect(tokens.length).toBe(SEARCH_TOKENS_MAX);
    expect(tokens).toContain('aaaaa');
    expect(tokens).toContain('aaa bbb');
    expect(tokens).toContain(foodToken(recipeFoods(lines)[0] ?? ''));
  });
});
