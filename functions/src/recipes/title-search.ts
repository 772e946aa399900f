// `?q=` title search. Titles are stored with `titleWords` (their lower-cased
// distinct words), so Firestore finds a word with an indexed `array-contains`.
// Firestore allows one `array-contains` per query: the longest word (usually
// the most selective) goes into the query, and the other words are checked on
// the documents it returns. Words match whole: `pasta` finds "Creamy Pasta",
// `past` does not.
import { searchWords } from '@recipe-book/schema/recipe';

export interface TitleSearch {
  /** The word Firestore matches. */
  indexed: string;
  /** The words every result must contain too. */
  others: string[];
}

export function titleSearch(q: string | undefined): TitleSearch | undefined {
  const words = q ? searchWords(q) : [];
  const [first, ...rest] = words;
  if (first === undefined) return undefined;
  const indexed = rest.reduce((longest, word) => (word.length > longest.length ? word : longest), first);
  return { indexed, others: words.filter((word) => word !== indexed) };
}

export function hasAllWords(search: TitleSearch | undefined, titleWords: readonly string[]): boolean {
  return !search || search.others.every((word) => titleWords.includes(word));
}
