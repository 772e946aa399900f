// Which ingredients and steps the cook has ticked off, remembered per recipe
// on this device (localStorage), so a reload in the middle of cooking keeps
// them. Items are remembered by their text, so an edit elsewhere in the
// recipe does not shift the ticks. The HTML rendered on the server has
// nothing ticked; the browser shows the ticks once it has taken that over.
import { useCallback, useSyncExternalStore } from 'react';

const keyOf = (recipeId: string, list: string) => `recipe-book:ticks:${recipeId}:${list}`;

const NONE: readonly string[] = [];
const listeners = new Set<() => void>();
// The list last parsed for each stored text, so that React sees a new array only after a change.
const parsed = new Map<string, { stored: string | null; ticked: readonly string[] }>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readTicks(key: string): readonly string[] {
  let stored: string | null;
  try {
    stored = localStorage.getItem(key);
  } catch {
    // Storage blocked: nothing ticked (ticks still work until the page closes, see writeTicks).
    stored = null;
  }
  const known = parsed.get(key);
  if (known && known.stored === stored) return known.ticked;
  const ticked = parseTicks(stored);
  parsed.set(key, { stored, ticked });
  return ticked;
}

function parseTicks(stored: string | null): readonly string[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : NONE;
  } catch {
    // A bad value: start with nothing ticked.
    return NONE;
  }
}

function writeTicks(key: string, ticked: readonly string[]) {
  const stored = ticked.length === 0 ? null : JSON.stringify(ticked);
  parsed.set(key, { stored, ticked });
  try {
    if (stored === null) localStorage.removeItem(key);
    else localStorage.setItem(key, stored);
  } catch {
    // Private mode or full storage: the ticks still work until the page closes.
    parsed.set(key, { stored: null, ticked });
  }
  for (const listener of listeners) listener();
}

export function useTicks(recipeId: string, list: 'ingredients' | 'instructions') {
  const key = keyOf(recipeId, list);
  const ticked = useSyncExternalStore(
    subscribe,
    () => readTicks(key),
    () => NONE,
  );

  // From what is stored, not what is shown: a tap while the browser is still
  // taking over the server's HTML (nothing ticked yet) must not drop the rest.
  const toggle = useCallback(
    (item: string) => {
      const stored = readTicks(key);
      writeTicks(key, stored.includes(item) ? stored.filter((t) => t !== item) : [...stored, item]);
    },
    [key],
  );

  return { isTicked: (item: string) => ticked.includes(item), toggle };
}
