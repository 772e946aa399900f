// Follows a cook's profile and totals live (loaded lazily, with reactfire and
// Firestore, once the page has loaded, by followed-cook.tsx) and reports every
// reading. Should following fail (offline), the page keeps the copy it has.
import type { CookPage } from '@recipe-book/schema/cook-profile';
import { useEffect } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { WithFirestore } from '@/lib/firebase-providers';
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
    <ErrorBoundary fallback={() => null}>
      <WithFirestore fallback={null}>
        <FollowCook {...props} />
      </WithFirestore>
    </ErrorBoundary>
  );
}
