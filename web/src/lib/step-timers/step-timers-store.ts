// The step timers in localStorage, as a store React can read many times per
// render (the same array until the stored text changes) and that every tab
// changes through: each change reads what is stored first, so two tabs do not
// undo each other's timers, and a finished timer rings in one tab only. The
// storage is passed in, so this runs (and is tested) without a browser.
import { parseTimers, serializeTimers, type StepTimer } from './step-timers';
import { STEP_TIMERS_KEY } from './step-timers-signal';

export type TimerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TimersStore {
  subscribe: (listener: () => void) => () => void;
  read: () => readonly StepTimer[];
  /** Applies `change` to what is stored now, saves and tells the readers. */
  update: (change: (timers: readonly StepTimer[]) => StepTimer[]) => void;
  /** Tells the readers that another tab changed the timers. */
  changedElsewhere: () => void;
}

/** `storage` is a function because merely touching `localStorage` can throw where storage is blocked. */
export function createTimersStore(storage: () => TimerStorage): TimersStore {
  const listeners = new Set<() => void>();
  let cached: { stored: string | null; timers: readonly StepTimer[] } = { stored: null, timers: [] };
  // Where storage is blocked (private mode, full), the timers live in memory until the page closes.
  let inMemory: string | null = null;

  function stored(): string | null {
    try {
      return storage().getItem(STEP_TIMERS_KEY);
    } catch {
      return inMemory;
    }
  }

  function read(): readonly StepTimer[] {
    const text = stored();
    if (text !== cached.stored) cached = { stored: text, timers: parseTimers(text) };
    return cached.timers;
  }

  const notify = () => {
    for (const listener of listeners) listener();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    update(change) {
      const text = serializeTimers(change(read()));
      // Nothing changed (a tick with no timer due): no write, no new render.
      if (text === stored()) return;
      inMemory = text;
      try {
        if (text === null) storage().removeItem(STEP_TIMERS_KEY);
        else storage().setItem(STEP_TIMERS_KEY, text);
      } catch {
        // Blocked storage: kept in memory (see stored()).
      }
      notify();
    },
    changedElsewhere: notify,
  };
}
