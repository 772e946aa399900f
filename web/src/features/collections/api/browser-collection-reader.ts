// The collection reads of the route loaders in the browser (joined into the
// router context's reader in entry-client.tsx): the collection page's and a
// cook's public collections; the web SDK, imported on the first read.
import type { CollectionReader } from '@recipe-book/schema/collection-page';

export const browserCollectionReader: CollectionReader = {
  collectionPage: async (id) => (await import('./read-collection-page')).readCollectionPage(id),
  cookCollections: async (uid) => (await import('./read-cook-collections')).readCookCollections(uid),
};
