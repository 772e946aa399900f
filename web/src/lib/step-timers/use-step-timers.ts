// The step timers of this device, for the tray and the timer buttons (both
// loaded on first use). Every change is also signalled to the layout's tray
// host, which only asks whether there are any; another tab's change arrives
// through the storage event.
import { useSyncExternalStore } from 'react';
import { signalTimersChanged, subscribeToOtherTabs } from './step-timers-signal';
import { createTimersStore } from './step-timers-store';
import type { StepTimer } from './step-timers';

const NONE: readonly StepTimer[] = [];

export const timersStore = createTimersStore(() => localStorage);
timersStore.subscribe(() => signalTimersChanged(timersStore.read().length > 0));

function subscribe(listener: () => void) {
  const unsubscribe = timersStore.subscribe(listener);
  const unsubscribeOtherTabs = subscribeToOtherTabs(timersStore.changedElsewhere);
  return () => {
    unsubscribe();
    unsubscribeOtherTabs();
  };
}

/** None in the HTML rendered on the server, which cannot read the device's storage. */
export function useStepTimers(): readonly StepTimer[] {
  return useSyncExternalStore(subscribe, timersStore.read, () => NONE);
}
