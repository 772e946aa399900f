// Follows one collection live (loaded lazily, with reactfire and Firestore,
// once the page is hydrated, by collection-page-content.tsx) and reports every
// reading: the page as it is now, or null once the server says the collection
// was deleted, or once its cook made it private (the rules then refuse a
// visitor's listener: to them it is gone, as a 404 would say). A public or
// unlisted collection is followed without signing in. Its cook's page reads it
// the same way.
import type { CollectionPage } from '@recipe-book/schema/collection-page';
import { documentFollower } from '@/lib/live-follower';
import { useLiveCollectionPage } from './use-live-collection-page';

/** `page`: the loader's copy, shown until the first reading. */
const useFollowedCollection = ({ page }: { page: CollectionPage }) => useLiveCollectionPage(page);

// A failure to follow: the page keeps the copy it has, under the message.
export default documentFollower(useFollowedCollection, 'mx-auto mt-6 max-w-6xl px-4');
