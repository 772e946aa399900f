// Title search: "every word typed matches the start of a word of the title",
// ignoring case and accents ("spag" finds "Spaghetti Carbonara", "CHOC cake"
// finds "Chocolate Lava Cake", "creme" finds "Crème Brûlée"), answered by one
// indexed `array-contains` query.
//
// A recipe stores `searchTokens`: every prefix of every title word, plus a
// token for every pair of prefixes of two different words (each part cut to
// PAIR_PREFIX_MAX characters, so the list stays small). A query of one word
// looks up its own token, a query of two words the pair token; with three or
// more words the two longest form the pair and the rest are checked on the
// results (`matchesSearch`). The field is kept by the backend (a Firestore
// trigger, the REST API and the seed) and never written by a browser, so the
// security rules do not have to recompute it.

/** Longest part of a pair token. Longer query words are checked on the results. */
export const PAIR_PREFIX_MAX = 5;

/**
 * Pair tokens are made among this many first distinct words of a title. It
 * bounds the list (at most about 1,250 tokens for a 120-character title), and
 * so the index entries of a recipe, well below Firestore's 40,000 per
 * document: every composite index with `searchTokens` adds one entry per
 * token. A two-word search does not find a title by its 11th or later word.
 */
export const PAIR_WORDS_MAX = 10;

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

function prefixes(word: string, max = Infinity): string[] {
  const chars = [...word];
  const count = Math.min(chars.length, max);
  return Array.from({ length: count }, (_, i) => chars.slice(0, i + 1).join(''));
}

const pairToken = (a: string, b: string) => (a < b ? `${a} ${b}` : `${b} ${a}`);
const cut = (word: string) => [...word].slice(0, PAIR_PREFIX_MAX).join('');

/** Every token a recipe with this title is found by. */
export function searchTokens(title: string): string[] {
  const words = wordsOf(title);
  const tokens = new Set(words.flatMap((word) => prefixes(word)));
  const paired = words.slice(0, PAIR_WORDS_MAX);
  paired.forEach((first, i) => {
    for (const second of paired.slice(i + 1)) {
      // Equal parts count too: "chocox chocoy" looks up "choco choco".
      for (const a of prefixes(first, PAIR_PREFIX_MAX)) {
        for (const b of prefixes(second, PAIR_PREFIX_MAX)) tokens.add(pairToken(a, b));
      }
    }
  });
  return [...tokens];
}

export interface SearchQuery {
  /** The token Firestore looks up with `array-contains`. */
  token: string;
  /** Whether some results may still miss a word (checked with `matchesSearch`). */
  needsCheck: boolean;
}

/**
 * The query words that matter: a word that starts another query word adds
 * nothing (any title word matching "choco" also matches "cho").
 */
export function queryWords(q: string): string[] {
  const words = wordsOf(q);
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

/** Whether every word of `q` starts a word of `title`: the exact meaning of search. */
export function matchesSearch(title: string, q: string): boolean {
  const titleWords = wordsOf(title);
  return queryWords(q).every((word) => titleWords.some((titleWord) => titleWord.startsWith(word)));
}
