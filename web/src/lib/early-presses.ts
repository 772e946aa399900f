// Presses on a control that came before it could act: before the page
// hydrated (the control is a form's submit button, and React replays the
// submit once the form has hydrated), or while it waits for Auth and the
// user's own data. Each is kept by control and applied when that control can
// act (a press once it can goes the same way, and is applied at once), once:
// for a toggle (like, wishlist) an even number of presses leaves the state as
// it was and an odd number flips it once; for an action (add to
// the shopping list, open the collections) any number of presses acts once,
// as a second press while the first runs does nothing. A recipe shown twice
// on a page has one count, so a press is never applied twice; presses kept on
// another page than the one the control is on are dropped.
//
// React replays a submit only if the form it hydrated is still there when it
// replays, so the form stays in place beside the part that changes when Auth
// answers (early-press-form.tsx), and its action only keeps the press: the
// control that can act subscribes to the presses kept for it.
import { useEffect, useRef, useSyncExternalStore } from 'react';

export type EarlyPresses = 'toggle' | 'once';

const waiting = new Map<string, { presses: number; page: string }>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function keep(key: string): void {
  const kept = waiting.get(key);
  const page = window.location.pathname;
  waiting.set(key, { presses: kept?.page === page ? kept.presses + 1 : 1, page });
  for (const listener of listeners) listener();
}

/**
 * Applies the presses kept for the control with this `key` once it is
 * `ready`: `act` once for an action, once for an odd number on a toggle.
 */
export function useEarlyPresses(key: string, ready: boolean, act: () => void, kind: EarlyPresses): void {
  const latest = useRef(act);
  useEffect(() => {
    latest.current = act;
  });
  const presses = useSyncExternalStore(
    subscribe,
    () => waiting.get(key)?.presses ?? 0,
    () => 0,
  );
  useEffect(() => {
    if (!ready || presses === 0) return;
    const kept = waiting.get(key);
    waiting.delete(key);
    if (!kept || kept.page !== window.location.pathname) return;
    if (kind === 'once' || kept.presses % 2 === 1) latest.current();
  }, [key, ready, kind, presses]);
}

/** The form action of the control with this `key`: it keeps the press, for useEarlyPresses to apply. */
export const keepPress = (key: string) => () => keep(key);
