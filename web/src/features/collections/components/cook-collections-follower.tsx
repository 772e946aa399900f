// Follows a cook's public collections live (loaded lazily, with reactfire and
// Firestore, once the page has loaded, by cook-collections.tsx) and reports
// every reading. Should following fail (offline), the section keeps the copy it has.
import type { CookCollection } from '@recipe-book/schema/cook-collections';
import { quietFollower } from '@/lib/live-follower';
import { useLiveCookCollections } from '../api/use-live-cook-collections';

/** `collections`: the loader's cards, whose covers need no second read. */
const useFollowedCollections = ({ uid, collections }: { uid: string; collections: readonly CookCollection[] }) =>
  useLiveCookCollections(uid, collections);

export default quietFollower(useFollowedCollections);
