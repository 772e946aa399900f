// A private set of recipes for the browse tests: every title starts with one
// made-up word, so a search for it sees exactly these recipes whatever else
// the shared emulators hold. Removed again by the test file that made them.
import { randomInt } from 'node:crypto';
import { createRecipesFor, deleteRecipe, type RecipeOptions } from './firestore';

export interface BrowseSet {
  /** The made-up word every title starts with, lower-case. */
  tag: string;
  ownerUid: string;
  /** Ids in creation order (oldest first). */
  ids: string[];
  titles: string[];
  remove: () => Promise<void>;
}

const LETTERS = 'bcdfghjklmnpqrstvwxz';

/** A word no real title has: letters only, so search treats it as one word. */
export function madeUpWord(): string {
  return `zq${Array.from({ length: 7 }, () => LETTERS[randomInt(LETTERS.length)]).join('')}`;
}

/** `count` recipes titled "<Tag> Soup 01"…, created in that order (newest last), in one batch. */
export async function createBrowseSet(
  count: number,
  options: (index: number) => RecipeOptions = () => ({}),
): Promise<BrowseSet> {
  const tag = madeUpWord();
  const ownerUid = `e2e-browse-${tag}`;
  const word = tag[0]?.toUpperCase() + tag.slice(1);
  const titles = Array.from({ length: count }, (_, index) => `${word} Soup ${String(index + 1).padStart(2, '0')}`);
  const ids = await createRecipesFor(
    ownerUid,
    'Browse Tester',
    titles.map((title, index) => ({ title, options: options(index + 1) })),
  );
  return { tag, ownerUid, ids, titles, remove: async () => void (await Promise.all(ids.map(deleteRecipe))) };
}
