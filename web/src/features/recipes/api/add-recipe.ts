// A new recipe, written straight to Firestore as its owner, in the shape the
// rules require: every content field, the owner's uid and public name,
// counters (likes, wishlist saves, reviews and their stars) at 0 and server
// timestamps. The search tokens are added by the
// backend's trigger, never by the browser.
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import type { RecipeInput } from '@recipe-book/schema/recipe';
import { loadFirestore } from '@/lib/firebase';
import { ensureOnline } from '@/lib/ensure-online';
import { recipesCollection } from './recipe-refs';

export interface RecipeOwner {
  uid: string;
  /** The account's name; the REST API's fallback name is stored when there is none. */
  displayName: string | null;
}

/** Resolves with the new recipe's id once the server has accepted it. */
export async function addRecipe(input: RecipeInput, owner: RecipeOwner): Promise<string> {
  ensureOnline();
  // The name's check and the recipe schema's module use zod, which the form has downloaded for its own checks by
  // now; Add Recipe does not wait for it.
  const [db, { publicDisplayName }, { NEW_RECIPE_COUNTERS }] = await Promise.all([
    loadFirestore(),
    import('@recipe-book/schema/display-name'),
    import('@recipe-book/schema/recipe'),
  ]);
  // The id is known before the write, so the success message can link to the recipe.
  const ref = doc(recipesCollection(db));
  await setDoc(ref.withConverter(null), {
    ...input,
    ...NEW_RECIPE_COUNTERS,
    ownerUid: owner.uid,
    displayName: publicDisplayName(owner.displayName),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}
