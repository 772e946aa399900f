// Find a recipe to plan by its title, over all recipes: the same title search
// as All Recipes (schema/src/search.ts: one indexed `array-contains` lookup,
// every word typed matching the start of a title word), then the cook's own
// recipes and wishlisted ones first.
import { collection, getDocs, limit, query, where } from 'firebase/firestore';
import { RECIPES, USERS, WISHLIST } from '@recipe-book/schema/paths';
import type { StoredRecipe } from '@recipe-book/schema/recipe';
import { matchesSearch, searchQuery } from '@recipe-book/schema/search';
import { LISTED_VISIBILITY_FILTER } from '@recipe-book/schema/visibility';
import { loadFirestore } from '@/lib/firebase';

/** Results read for one search (the choice list shows them all). */
const SEARCH_LIMIT = 30;

export interface FoundRecipe {
  id: string;
  title: string;
  servings: number;
  image: string | undefined;
  /** The cook's own (`own`), wishlisted, or anyone's. */
  mine: 'own' | 'wishlist' | undefined;
}

const RANK = { own: 0, wishlist: 1, none: 2 } as const;

export async function searchRecipes(uid: string, text: string): Promise<FoundRecipe[]> {
  const search = searchQuery(text);
  if (!search) return [];
  const db = await loadFirestore();
  const byTitle = where('searchTokens', 'array-contains', search.token);
  // Public recipes, and the cook's own whatever their visibility (a list may ask for no other).
  const [listed, own, wishlist] = await Promise.all([
    getDocs(query(collection(db, RECIPES), byTitle, where(...LISTED_VISIBILITY_FILTER), limit(SEARCH_LIMIT))),
    getDocs(query(collection(db, RECIPES), byTitle, where('ownerUid', '==', uid), limit(SEARCH_LIMIT))),
    getDocs(collection(db, USERS, uid, WISHLIST)),
  ]);
  const wished = new Set(wishlist.docs.map((entry) => entry.id));
  const found = new Map([...listed.docs, ...own.docs].map((snapshot) => [snapshot.id, snapshot]));
  return [...found.values()]
    .map((snapshot) => {
      const data = snapshot.data() as StoredRecipe<unknown>;
      const mine = data.ownerUid === uid ? 'own' : wished.has(snapshot.id) ? 'wishlist' : undefined;
      return { id: snapshot.id, title: data.title, servings: data.servings, image: data.image, mine } as FoundRecipe;
    })
    .filter((recipe) => matchesSearch(recipe.title, text))
    .sort((a, b) => RANK[a.mine ?? 'none'] - RANK[b.mine ?? 'none'] || a.title.localeCompare(b.title));
}
