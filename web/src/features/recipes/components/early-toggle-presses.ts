// Presses on a like or wishlist toggle that came before it could act: before
// the page hydrated (React replays the form's submit once it has), or while it
// waits for Auth and the user's own state. Each is kept by toggle and applied
// once when that toggle can act: an even number of presses leaves the state
// as it was, an odd number flips it once. A recipe shown twice on a page has
// one count, so a press is never applied twice.
import { useEffect, useRef } from 'react';

const waiting = new Map<string, number>();

/**
 * The form action of a toggle: it acts at once when `ready`, and otherwise
 * keeps the press until the toggle with this `key` is ready.
 */
export function useEarlyPresses(key: string, ready: boolean, act: () => void): () => void {
  const latest = useRef(act);
  useEffect(() => {
    latest.current = act;
  });
  useEffect(() => {
    if (!ready) return;
    const presses = waiting.get(key) ?? 0;
    waiting.delete(key);
    if (presses % 2 === 1) latest.current();
  }, [key, ready]);
  return () => {
    if (ready) act();
    else waiting.set(key, (waiting.get(key) ?? 0) + 1);
  };
}
