// A new recipe, written straight to Firestore as its owner, in the shape the
// rules require: every content field, the owner's uid and public name (their
// profile's, lib/public-name.ts: the rules accept no other), counters (likes, wishlist saves, reviews and their stars) at 0 and server
// timestamps. The search tokens are added by the
// backend's trigger, never by the browser.
import { collection, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { RECIPES } from '@recipe-book/schema/paths';
import type { RecipeInput } from '@recipe-book/schema/recipe';
import { loadFirestore } from '@/lib/firebase';
import { ensureOnline } from '@/lib/ensure-online';
import type { ProfileUser } from '@/lib/public-name';

/** The account; its name makes the profile of a cook who has none yet (the fallback name when it has none). */
export type RecipeOwner = ProfileUser;

/** Resolves with the new recipe's id once the server has accepted it. */
export async function addRecipe(input: RecipeInput, owner: RecipeOwner): Promise<string> {
  ensureOnline();
  // The recipe schema's module uses zod, which the form has downloaded for its own checks by now; Add Recipe
  // does not wait for it. The author's name is read (their profile made) at the first save, not with the page.
  const [db, author, { NEW_RECIPE_COUNTERS }] = await Promise.all([
    loadFirestore(),
    import('@/lib/public-name').then(({ readSigner }) => readSigner(owner)),
    import('@recipe-book/schema/recipe'),
  ]);
  // The id is known before the write, so the success message can link to the recipe. The document is
  // written as stored (no converter: Add Recipe never reads one, and does not download the reading side).
  const ref = doc(collection(db, RECIPES));
  await setDoc(ref, {
    ...input,
    ...NEW_RECIPE_COUNTERS,
    ownerUid: owner.uid,
    displayName: author.displayName,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}
