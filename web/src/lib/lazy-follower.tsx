// A page's follower (docs/glossary.md), loaded lazily: its module brings
// reactfire and Firestore, so a page downloads it only once it may follow
// (`useFollowLive()`: loaded and idle, on a device where someone is signed in)
// and a visitor's page never does. The follower renders nothing, or a notice
// should following fail, and reports what it reads: so the page around it stays
// the same elements throughout, never rebuilt when following starts.
import { type ComponentType, lazy, Suspense } from 'react';
import { useFollowLive } from './page-freshness';

/** `load`: the follower's module, whose default export is made by lib/live-follower.tsx. */
export function lazyFollower<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const Follower = lazy(load);
  function LazyFollower(props: Props) {
    if (!useFollowLive()) return null;
    return (
      // Its own boundary: loading the follower never suspends the page.
      <Suspense fallback={null}>
        <Follower {...props} />
      </Suspense>
    );
  }
  return LazyFollower;
}
