// Where the timer tray appears, on every page of the main layout: nothing
// until this device has a timer, so the tray's code downloads only then (a
// page without timers pays for this small check alone). The server renders
// nothing here, as it cannot see the device's timers; the browser looks after
// hydration.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { hasStoredTimers, subscribeToTimers } from '@/lib/step-timers/step-timers-signal';

const TimerTray = lazy(() => import('./timer-tray').then((module) => ({ default: module.TimerTray })));

export function TimerTrayHost() {
  const present = useSyncExternalStore(subscribeToTimers, hasStoredTimers, () => false);
  if (!present) return null;
  return (
    <Suspense fallback={null}>
      <TimerTray />
    </Suspense>
  );
}
