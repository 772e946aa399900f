// What a collection's page (/collections/{id}) reads in its route loader: the
// collection, its cook's public name and its recipes as the reader may see
// them (a recipe the reader may not read is left out, as GET /collections/{id}
// does). The Admin SDK reads it on the server (nobody signed in there), the
// web SDK in the browser; both return this one plain shape, so the browser
// hydrates what the server rendered.
import type { Collection } from './collection';
import type { CookCollection } from './cook-collections';
import type { ListedRecipe } from './listed-recipe';

/** The collection's own fields the page shows and edits. */
export type CollectionForPage = Pick<
  Collection,
  'id' | 'name' | 'description' | 'visibility' | 'ownerUid' | 'recipeIds'
>;

export interface CollectionPage {
  collection: CollectionForPage;
  /** Its cook's public name (never an e-mail address). */
  ownerName: string;
  /** The readable recipes, in the collection's order. */
  recipes: ListedRecipe[];
}

export interface CollectionReader {
  /** The collection as the reader may see it; null when it is missing or not theirs to read (private). */
  collectionPage(id: string): Promise<CollectionPage | null>;
  /** Cook `uid`'s public collections for their profile, most recently changed first (cook-collections.ts). */
  cookCollections(uid: string): Promise<CookCollection[]>;
}

export const collectionForPage = ({
  id,
  name,
  description,
  visibility,
  ownerUid,
  recipeIds,
}: CollectionForPage): CollectionForPage => ({ id, name, description, visibility, ownerUid, recipeIds });
