// Follows a cook's public collections live (loaded lazily, with reactfire and
// Firestore, once the page has loaded, by cook-collections.tsx) and reports
// every reading. Should following fail (offline), the section keeps the copy it has.
import type { CookCollection } from '@recipe-book/schema/cook-collections';
import { useEffect } from 'react';
import { QuietFollowBoundary } from '@/lib/follow-boundary';
import { type LiveCookCollection, useLiveCookCollections } from '../api/use-live-cook-collections';

interface CookCollectionsFollowerProps {
  uid: string;
  /** The loader's cards, whose covers need no second read. */
  collections: readonly CookCollection[];
  onChange: (collections: LiveCookCollection[]) => void;
}

function FollowCollections({ uid, collections, onChange }: CookCollectionsFollowerProps) {
  const live = useLiveCookCollections(uid, collections);
  useEffect(() => {
    if (live) onChange(live);
  }, [live, onChange]);
  return null;
}

export default function CookCollectionsFollower(props: CookCollectionsFollowerProps) {
  return (
    <QuietFollowBoundary>
      <FollowCollections {...props} />
    </QuietFollowBoundary>
  );
}
