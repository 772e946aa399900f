// The ticked ingredients and steps of a recipe as they are kept in storage:
// one JSON array of item texts per recipe and list (see
// components/tick-list.tsx), with a store that React can read many times per
// render. The storage is passed in, so this runs (and is tested) without a browser.

export type TickList = 'ingredients' | 'instructions';

/** The part of the Web Storage API the ticks use. */
export type TickStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const NONE: readonly string[] = [];

export const ticksKey = (recipeId: string, list: TickList) => `recipe-book:ticks:${recipeId}:${list}`;

/** The ticked items in a stored value; nothing ticked when it is missing or not an array of texts. */
export function parseTicks(stored: string | null): readonly string[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : NONE;
  } catch {
    // A bad value: start with nothing ticked.
    return NONE;
  }
}

/** The value to store; null means "remove the key", so untouched recipes leave nothing behind. */
export const serializeTicks = (ticked: readonly string[]): string | null =>
  ticked.length === 0 ? null : JSON.stringify(ticked);

/** `ticked` with `item` ticked if it was not, and unticked if it was. */
export const toggleTick = (ticked: readonly string[], item: string): readonly string[] =>
  ticked.includes(item) ? ticked.filter((t) => t !== item) : [...ticked, item];

export interface TicksStore {
  subscribe: (listener: () => void) => () => void;
  /** The same array for as long as the stored value is unchanged (useSyncExternalStore needs that). */
  read: (key: string) => readonly string[];
  toggle: (key: string, item: string) => void;
}

/** `storage` is a function because merely touching `localStorage` can throw where storage is blocked. */
export function createTicksStore(storage: () => TickStorage): TicksStore {
  const listeners = new Set<() => void>();
  // The list last parsed for each stored text, so that React sees a new array only after a change.
  const parsed = new Map<string, { stored: string | null; ticked: readonly string[] }>();

  function read(key: string): readonly string[] {
    let stored: string | null;
    try {
      stored = storage().getItem(key);
    } catch {
      // Storage blocked: nothing ticked (ticks still work until the page closes, see write).
      stored = null;
    }
    const known = parsed.get(key);
    if (known && known.stored === stored) return known.ticked;
    const ticked = parseTicks(stored);
    parsed.set(key, { stored, ticked });
    return ticked;
  }

  function write(key: string, ticked: readonly string[]) {
    const stored = serializeTicks(ticked);
    parsed.set(key, { stored, ticked });
    try {
      if (stored === null) storage().removeItem(key);
      else storage().setItem(key, stored);
    } catch {
      // Private mode or full storage: the ticks still work until the page closes.
      parsed.set(key, { stored: null, ticked });
    }
    for (const listener of listeners) listener();
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    // From what is stored, not what is shown: a tap during hydration (nothing
    // ticked on screen yet) must not drop the other ticks.
    toggle: (key, item) => write(key, toggleTick(read(key), item)),
  };
}
