// Whether the visitor asked for less motion (an OS or browser setting). Home's
// carousel, typewriter and entrance animations all follow it, and follow a
// change at once.
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useReducedMotion(): boolean {
  // The server (and hydration) assume motion is fine; the browser's answer follows at once.
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
