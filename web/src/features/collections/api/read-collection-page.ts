// The collection page's loader read in the browser (a later navigation, or the
// second read of a private collection once its cook has signed in): the
// collection and its readable recipes from Firestore, as this reader's rules
// allow. Its cook's public name is not in Firestore (it lives in Auth): the
// cook themselves has it at hand, anyone else asks the REST API, which reads
// it on the server.
import type { CollectionPage } from '@recipe-book/schema/collection-page';
import { collectionForPage } from '@recipe-book/schema/collection-page';
import { publicDisplayName } from '@recipe-book/schema/display-name';
import { listedRecipe } from '@recipe-book/schema/listed-recipe';
import { getDoc } from 'firebase/firestore';
import { loadedAuth, loadFirestore } from '@/lib/firebase';
import { isRefusedRead } from '@/lib/describe-error';
import { collectionDoc } from './collection-refs';
import { readCollectionRecipes } from './read-collection-recipes';

async function readOwnerName(collectionId: string, ownerUid: string): Promise<string> {
  const user = loadedAuth()?.currentUser;
  if (user?.uid === ownerUid) return publicDisplayName(user.displayName);
  const response = await fetch(`/api/collections/${encodeURIComponent(collectionId)}`).catch(() => undefined);
  const body: unknown = response?.ok ? await response.json().catch(() => undefined) : undefined;
  const owner = (body as { owner?: { displayName?: unknown } } | undefined)?.owner;
  return publicDisplayName(owner?.displayName);
}

export async function readCollectionPage(id: string): Promise<CollectionPage | null> {
  const db = await loadFirestore();
  let snapshot;
  try {
    snapshot = await getDoc(collectionDoc(db, id));
  } catch (error) {
    // Another cook's private collection: to this reader it does not exist.
    if (isRefusedRead(error)) return null;
    throw error;
  }
  const collection = snapshot.data();
  if (!collection) return null;
  const [recipes, ownerName] = await Promise.all([
    readCollectionRecipes(collection.recipeIds),
    readOwnerName(id, collection.ownerUid),
  ]);
  return { collection: collectionForPage(collection), ownerName, recipes: recipes.map(listedRecipe) };
}
