// Follows a cook's profile and totals live (loaded lazily, with reactfire and
// Firestore, once the page has loaded, by followed-cook.tsx) and reports every
// reading. Should following fail (offline), the page keeps the copy it has.
import type { CookPage } from '@recipe-book/schema/cook-profile';
import { useEffect } from 'react';
import { QuietFollowBoundary } from '@/lib/follow-boundary';
import { useLiveCook } from '../api/use-live-cook';

interface CookFollowerProps {
  uid: string;
  onChange: (cook: CookPage) => void;
}

function FollowCook({ uid, onChange }: CookFollowerProps) {
  const cook = useLiveCook(uid);
  useEffect(() => {
    if (cook) onChange(cook);
  }, [cook, onChange]);
  return null;
}

export default function CookFollower(props: CookFollowerProps) {
  return (
    <QuietFollowBoundary>
      <FollowCook {...props} />
    </QuietFollowBoundary>
  );
}
