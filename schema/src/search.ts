// Search: "every word typed matches the start of a word of the title or of
// one of the recipe's foods", ignoring case, accents and plurals ("spag"
// finds "Spaghetti Carbonara", "CHOC cakes" finds "Chocolate Lava Cake",
// "creme" finds "Crème Brûlée", "lentils" finds Dal Tadka by its red lentils),
// answered by one indexed `array-contains` query.
//
// A recipe stores `searchTokens`: every prefix of every word of its title and
// of its foods (foods.ts, recipe-foods.ts), each word also in the singular, plus a token for
// every pair of prefixes of two different words (each part cut to
// PAIR_PREFIX_MAX characters, so the list stays small), and one `=food` token
// per food for "with" (`foodToken`). A query of one word looks up its own
// token, a query of two words the pair token; with three or more words the two
// longest form the pair and the rest are checked on the results
// (`matchesSearch`). The field is kept by the backend (a Firestore trigger,
// the REST API and the seed) and never written by a browser, so the security
// rules do not have to recompute it.
import { matchesFoods, singular } from './food-words';

/** Longest part of a pair token. Longer query words are checked on the results. */
export const PAIR_PREFIX_MAX = 5;

/**
 * Pair tokens are made among this many first distinct words of a title and
 * then of its foods (in ingredient order after the title). It
 * bounds the list (at most about 1,250 tokens for a 120-character title), and
 * so the index entries of a recipe, well below Firestore's 40,000 per
 * document: every composite index with `searchTokens` adds one entry per
 * token. A two-word search does not find a recipe by its 11th or later word.
 */
const PAIR_WORDS_MAX = 10;

// Accents typed or not match alike: "é" is "e" + a combining accent once
// decomposed, and the accent goes. Only the Latin, Greek and Cyrillic accents
// (U+0300–U+036F) go; the marks of other scripts are parts of their letters,
// so what is left is composed again (Hangul syllables, kana).
const ACCENTS = /[\u0300-\u036f]/g;

/**
 * Distinct words of a text as search compares them: lower-cased, without
 * accents, split at everything that is not a letter or a digit.
 */
export function wordsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .normalize('NFKD')
        .replace(ACCENTS, '')
        .normalize('NFC')
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ];
}

/** A typed food as compared: lower-case, without accents, its words in the singular (`Crème Brûlées`). */
export const typedFood = (text: string): string => wordsOf(text).map(singular).join(' ');

function prefixes(word: string, max = Infinity): string[] {
  const chars = [...word];
  const count = Math.min(chars.length, max);
  return Array.from({ length: count }, (_, i) => chars.slice(0, i + 1).join(''));
}

/** The prefixes a word is found by: its own and its singular's ("berries" is also found as "berry"). */
const wordPrefixes = (word: string, max = Infinity) => [
  ...new Set([...prefixes(word, max), ...prefixes(singular(word), max)]),
];

const pairToken = (a: string, b: string) => (a < b ? `${a} ${b}` : `${b} ${a}`);
const cut = (word: string) => [...word].slice(0, PAIR_PREFIX_MAX).join('');

/** The token of one food, for "with": no word token starts with `=`. */
export const foodToken = (food: string): string => `=${food}`;

/** The words a recipe is searched by: its title's, then its foods'. */
const recipeWords = (title: string, foods: readonly string[]) => wordsOf([title, ...foods].join(' '));

/**
 * The most tokens a recipe stores. Every composite index with `searchTokens`
 * (19 in firestore.indexes.json) adds one index entry per token, and
 * Firestore allows 40,000 entries per document: 1,500 tokens stay well below
 * it with the recipe's other fields. A seed recipe has about 1,000.
 */
export const SEARCH_TOKENS_MAX = 1_500;

/**
 * Every token a recipe with this title and these foods (foods.ts
 * `recipeFoods`) is found by, the most useful first, cut at
 * SEARCH_TOKENS_MAX: the title's words, the foods for "with", the pairs of
 * title words, the foods' words, then the pairs with a food word.
 */
export function searchTokens(title: string, foods: readonly string[] = []): string[] {
  const titleWords = wordsOf(title);
  const words = recipeWords(title, foods);
  const foodWords = words.filter((word) => !titleWords.includes(word));
  const tokens = new Set<string>();
  const add = (token: string) => {
    if (tokens.size < SEARCH_TOKENS_MAX) tokens.add(token);
  };
  const addPairs = (paired: string[], from: number) => {
    paired.forEach((first, i) => {
      for (const [j, second] of paired.entries()) {
        if (j <= i || j < from) continue;
        // Equal parts count too: "chocox chocoy" looks up "choco choco".
        for (const a of wordPrefixes(first, PAIR_PREFIX_MAX)) {
          for (const b of wordPrefixes(second, PAIR_PREFIX_MAX)) add(pairToken(a, b));
        }
      }
    });
  };
  titleWords.flatMap((word) => wordPrefixes(word)).forEach(add);
  foods.map(foodToken).forEach(add);
  const paired = words.slice(0, PAIR_WORDS_MAX);
  const pairedTitle = Math.min(titleWords.length, PAIR_WORDS_MAX);
  addPairs(paired.slice(0, pairedTitle), 0);
  foodWords.flatMap((word) => wordPrefixes(word)).forEach(add);
  addPairs(paired, pairedTitle);
  return [...tokens];
}

export interface SearchQuery {
  /** The token Firestore looks up with `array-contains`. */
  token: string;
  /** Whether some results may still miss a word (checked with `matchesSearch`). */
  needsCheck: boolean;
}

/**
 * The query words that matter, in the singular ("tomatoes" finds a tomato): a
 * word that starts another query word adds nothing (any title word matching
 * "choco" also matches "cho").
 */
function queryWords(q: string): string[] {
  const words = [...new Set(wordsOf(q).map(singular))];
  return words.filter((word) => !words.some((other) => other !== word && other.startsWith(word)));
}

/** How Firestore finds `q`, or undefined for an empty search. */
export function searchQuery(q: string | undefined): SearchQuery | undefined {
  const words = queryWords(q ?? '').sort((a, b) => b.length - a.length);
  const [first, second] = words;
  if (first === undefined) return undefined;
  if (second === undefined) return { token: first, needsCheck: false };
  return {
    token: pairToken(cut(first), cut(second)),
    needsCheck: words.length > 2 || [...first].length > PAIR_PREFIX_MAX || [...second].length > PAIR_PREFIX_MAX,
  };
}

/**
 * Whether every word of `q` starts a word of `title` or of `foods` (or its
 * singular): the exact meaning of search.
 */
export function matchesSearch(title: string, q: string, foods: readonly string[] = []): boolean {
  const words = recipeWords(title, foods).flatMap((word) => [word, singular(word)]);
  return queryWords(q).every((word) => words.some((recipeWord) => recipeWord.startsWith(word)));
}

/** A whole search of All Recipes or GET /recipes: the text, and the foods to have and not to have. */
export interface RecipeSearch {
  q: string;
  /** Foods (foods.ts `normalFood`) a recipe must have, all of them. */
  with: string[];
  /** Foods it must not have, any of them. */
  without: string[];
  /** The token Firestore looks up in `searchTokens`, absent when only "without" is asked. */
  token?: string;
  /** Whether each result must still be checked with `matchesRecipeSearch`. */
  needsCheck: boolean;
}

/**
 * How Firestore answers a search: the text's token when there is text, else
 * the first wanted food's token; the other words and foods, and every food
 * to leave out (Firestore has no "array does not contain"), are checked on the
 * results. Undefined when nothing is searched.
 */
export function recipeSearch(
  q: string | undefined,
  wanted: readonly string[] = [],
  unwanted: readonly string[] = [],
): RecipeSearch | undefined {
  const text = searchQuery(q);
  const [firstFood] = wanted;
  if (!text && firstFood === undefined && unwanted.length === 0) return undefined;
  const search = { q: q ?? '', with: [...wanted], without: [...unwanted] };
  if (text) return { ...search, token: text.token, needsCheck: text.needsCheck || wanted.length + unwanted.length > 0 };
  if (firstFood !== undefined) {
    return { ...search, token: foodToken(firstFood), needsCheck: wanted.length > 1 || unwanted.length > 0 };
  }
  return { ...search, needsCheck: true };
}

/** Whether a recipe (its title and stored foods) is one the search asks for: the exact meaning of it. */
export function matchesRecipeSearch(
  recipe: { title: string; foods?: readonly string[] | undefined },
  search: Pick<RecipeSearch, 'q' | 'with' | 'without'> | undefined,
): boolean {
  if (!search) return true;
  const foods = recipe.foods ?? [];
  return matchesSearch(recipe.title, search.q, foods) && matchesFoods(foods, search.with, search.without);
}
