// A cook's profile and kept totals from the loader's data, kept current once
// the page has loaded (cook-follower.tsx): the server's HTML and the first
// render show the loader's copy, so hydration matches; then the live copy
// (a new bio, name or photo, a new total) takes over, without a reload.
import type { CookPage } from '@recipe-book/schema/cook-profile';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useFollowLive } from '@/lib/page-freshness';

// Renders nothing and reports what it reads: the page below stays the same elements throughout.
const CookFollower = lazy(() => import('./cook-follower'));

interface FollowedCookProps {
  /** The loader's copy. */
  cook: CookPage;
  children: (shown: CookPage) => ReactNode;
}

export function FollowedCook({ cook, children }: FollowedCookProps) {
  const follow = useFollowLive();
  // What the follower last read, with the loader copy it was read for (new loader data starts over).
  const [live, setLive] = useState<{ of: CookPage; cook: CookPage }>();
  const onChange = useCallback((next: CookPage) => setLive({ of: cook, cook: next }), [cook]);
  return (
    <>
      {follow && (
        // Its own boundary: loading the follower never suspends the page.
        <Suspense fallback={null}>
          <CookFollower key={cook.uid} uid={cook.uid} onChange={onChange} />
        </Suspense>
      )}
      {children(live?.of === cook ? live.cook : cook)}
    </>
  );
}
