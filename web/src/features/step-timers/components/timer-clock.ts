// The tray's clock: the time now, renewed every second, when the page comes
// back from the background (a phone unlocked) and when the timers change. On
// each second the timers whose time is up are marked done, and ring: here and
// not in a component, so a timer rings once however many components show it.
// The time left is always worked out from each timer's end, so a page that
// slept catches up at once.
import { finishDue, type StepTimer } from '@/lib/step-timers/step-timers';
import { ringAlarm } from '@/lib/step-timers/timer-alarm';
import { timersStore } from '@/lib/step-timers/use-step-timers';

let now = Date.now();
/** What the tray's live region says: the timers that finished last. */
let announcement = '';
const listeners = new Set<() => void>();

const doneText = (timer: StepTimer) => `${timer.label} is done`;

function tick() {
  now = Date.now();
  let finished: StepTimer[] = [];
  timersStore.update((timers) => {
    const due = finishDue(timers, now);
    finished = due.finished;
    return due.timers;
  });
  if (finished.length > 0) {
    announcement = finished.map((timer) => `${doneText(timer)} (${timer.recipeTitle}).`).join(' ');
    for (const timer of finished) ringAlarm(timer, doneText(timer));
  }
  for (const listener of listeners) listener();
}

function refresh() {
  now = Date.now();
}

/** Stops the clock; set while anything listens. */
let stop: (() => void) | undefined;

function startClock() {
  tick();
  const interval = setInterval(tick, 1000);
  document.addEventListener('visibilitychange', tick);
  const unsubscribe = timersStore.subscribe(refresh);
  return () => {
    clearInterval(interval);
    document.removeEventListener('visibilitychange', tick);
    unsubscribe();
  };
}

export function subscribeClock(listener: () => void): () => void {
  listeners.add(listener);
  stop ??= startClock();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stop?.();
    stop = undefined;
  };
}

export const clockNow = () => now;
export const lastAnnouncement = () => announcement;
