// Presses on a control that came before it could act: before the page
// hydrated (the control is a form's submit button, and React replays the
// submit once the form has hydrated), or while it waits for Auth and the
// user's own data. Each is kept by control and applied when that control can
// act, once: for a toggle (like, wishlist) an even number of presses leaves
// the state as it was and an odd number flips it once; for an action (add to
// the shopping list, open the collections) any number of presses acts once,
// as a second press while the first runs does nothing. A recipe shown twice
// on a page has one count, so a press is never applied twice; presses kept on
// another page than the one the control is on are dropped.
import { useEffect, useRef } from 'react';

export type EarlyPresses = 'toggle' | 'once';

const waiting = new Map<string, { presses: number; page: string }>();

/**
 * The form action of a control: it acts at once when `ready`, and otherwise
 * keeps the press until the control with this `key` is ready.
 */
export function useEarlyPresses(key: string, ready: boolean, act: () => void, kind: EarlyPresses): () => void {
  const latest = useRef(act);
  useEffect(() => {
    latest.current = act;
  });
  useEffect(() => {
    if (!ready) return;
    const kept = waiting.get(key);
    waiting.delete(key);
    if (!kept || kept.page !== window.location.pathname) return;
    if (kind === 'once' || kept.presses % 2 === 1) latest.current();
  }, [key, ready, kind]);
  return () => {
    if (ready) {
      act();
      return;
    }
    const kept = waiting.get(key);
    const page = window.location.pathname;
    waiting.set(key, { presses: kept?.page === page ? kept.presses + 1 : 1, page });
  };
}
