// Loaded by auth-change-refresher.tsx, with reactfire. Not a page's follower
// (lib/live-follower.tsx): it keeps no copy of a page's data, it reads Auth
// rather than Firestore and tells the router, on every page, not a page.
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useUser } from 'reactfire';

export default function FollowUserChanges() {
  const router = useRouter();
  const { status, data: user } = useUser();
  const uid = status === 'success' ? (user?.uid ?? null) : undefined;
  // The first answer changes nothing a guard has seen: guards wait for it.
  const answered = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (uid === undefined) return;
    const first = answered.current === undefined;
    const changed = answered.current !== uid;
    answered.current = uid;
    if (!first && changed) void router.invalidate();
  }, [router, uid]);

  return null;
}
