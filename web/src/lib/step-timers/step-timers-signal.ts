// Whether this device has step timers, and word when they change: all the
// layout's tray host needs, so that pages download the timers' code only once
// there is a timer (see components/timer-tray-host.tsx).

/** One localStorage key for every recipe's timers: the tray shows them all. */
export const STEP_TIMERS_KEY = 'recipe-book:step-timers';

const CHANGED = 'recipe-book:step-timers-changed';

/** Where storage is blocked the timers live in memory (step-timers-store.ts); this says whether there are any. */
let presentInMemory = false;

export function hasStoredTimers(): boolean {
  try {
    return localStorage.getItem(STEP_TIMERS_KEY) !== null;
  } catch {
    return presentInMemory;
  }
}

/** Tells this tab's listeners that the timers changed (other tabs hear of it through the storage event). */
export function signalTimersChanged(present: boolean) {
  presentInMemory = present;
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls `listener` when another tab changes the timers. */
export function subscribeToOtherTabs(listener: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === null || event.key === STEP_TIMERS_KEY) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => window.removeEventListener('storage', fromOtherTab);
}

/** Calls `listener` when this tab or another changes the timers. */
export function subscribeToTimers(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  const unsubscribe = subscribeToOtherTabs(listener);
  return () => {
    window.removeEventListener(CHANGED, listener);
    unsubscribe();
  };
}
