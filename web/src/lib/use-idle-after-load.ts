// True once the page is hydrated, has loaded (its pictures included) and the
// browser has a quiet moment: the time to start what keeps a page current
// (Firestore's listeners), so that it never competes with the first paint.
import { useHydrated } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/** The browser's idle callback, or the next task where there is none (Safari before 18). */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}

export function useIdleAfterLoad(): boolean {
  const hydrated = useHydrated();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!hydrated || ready) return undefined;
    let cancelIdle: (() => void) | undefined;
    const onLoad = () => (cancelIdle = whenIdle(() => setReady(true)));
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      window.removeEventListener('load', onLoad);
      cancelIdle?.();
    };
  }, [hydrated, ready]);
  return ready;
}
