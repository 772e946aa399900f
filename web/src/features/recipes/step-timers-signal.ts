// Whether this device has step timers, and word when they change: all the
// layout's tray host needs, so that pages download the timers' code only once
// there is a timer (see components/timer-tray-host.tsx).

import { keyChanges } from '@/lib/key-changes';

/** One localStorage key for every recipe's timers: the tray shows them all. */
export const STEP_TIMERS_KEY = 'recipe-book:step-timers';

const changes = keyChanges(STEP_TIMERS_KEY);

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
  changes.changed();
}

/** Calls `listener` when another tab changes the timers. */
export const subscribeToOtherTabs = changes.subscribeToOtherTabs;

/** Calls `listener` when this tab or another changes the timers. */
export const subscribeToTimers = changes.subscribe;
