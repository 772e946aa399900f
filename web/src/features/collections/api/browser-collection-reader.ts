// The collection page's loader read in the browser (joined into the router
// context's reader in entry-client.tsx): the web SDK, imported on the first read.
import type { CollectionReader } from '@recipe-book/schema/collection-page';

export const browserCollectionReader: CollectionReader = {
  collectionPage: async (id) => (await import('./read-collection-page')).readCollectionPage(id),
};
