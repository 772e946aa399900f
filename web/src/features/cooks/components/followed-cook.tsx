// A cook's profile and kept totals from the loader's data, kept current once
// the page has loaded (cook-follower.tsx): the server's HTML and the first
// render show the loader's copy, so hydration matches; then the live copy
// (a new bio, name or photo, a new total) takes over, without a reload.
import type { CookPage } from '@recipe-book/schema/cook-profile';
import type { ReactNode } from 'react';
import { lazyFollower } from '@/lib/lazy-follower';
import { useLiveCopy } from '@/lib/use-live-copy';

const CookFollower = lazyFollower(() => import('./cook-follower'));

interface FollowedCookProps {
  /** The loader's copy. */
  cook: CookPage;
  children: (shown: CookPage) => ReactNode;
}

export function FollowedCook({ cook, children }: FollowedCookProps) {
  const [shown, show] = useLiveCopy(cook);
  return (
    <>
      <CookFollower key={cook.uid} uid={cook.uid} onChange={show} />
      {children(shown)}
    </>
  );
}
