// How a page that shows shared data (a recipe, a list of cards, a cook, a
// collection) stays current once it has loaded, for whom:
//
// - Someone signed in on this device (the session hint, lib/session-hint.ts)
//   follows the data live: their pages carry Firestore anyway, and a cook's
//   own writes show at once everywhere. `useFollowLive()` says when a page's
//   lazy followers may start (after load, when the browser is idle).
// - A visitor never downloads the Firestore SDK on a public page: their copy
//   is read again through the site's REST API (`/api/**`, cached by Hosting's
//   CDN for everyone: docs/caching.md) when the tab becomes visible again, and
//   every REVALIDATE_INTERVAL_MS while it stays visible
//   (`useRevalidateWhileVisible()`). So a visitor sees another cook's change
//   within the CDN's lifetime plus that interval.
import { useEffect, useRef } from 'react';
import { REVALIDATE_INTERVAL_MS } from '@/config/ui';
import { useAuthWanted } from './firebase-providers';
import { useIdleAfterLoad } from './use-idle-after-load';

/** True once the page has loaded and the browser is idle, for a device where someone is signed in. */
export function useFollowLive(): boolean {
  const idle = useIdleAfterLoad();
  return useAuthWanted() === true && idle;
}

/** True once the page has loaded and the browser is idle, for a visitor (nobody signed in on this device). */
export function useRevalidate(): boolean {
  const idle = useIdleAfterLoad();
  return useAuthWanted() === false && idle;
}

/**
 * While `enabled`, calls `revalidate` whenever the tab becomes visible again
 * and every REVALIDATE_INTERVAL_MS while it stays visible (a hidden tab reads
 * nothing; its clock starts again when it is shown).
 */
export function useRevalidateWhileVisible(enabled: boolean, revalidate: () => void): void {
  const latest = useRef(revalidate);
  useEffect(() => {
    latest.current = revalidate;
  }, [revalidate]);
  useEffect(() => {
    if (!enabled) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      timer = setInterval(() => latest.current(), REVALIDATE_INTERVAL_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        latest.current();
        start();
      } else {
        stop();
      }
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
    };
  }, [enabled]);
}
