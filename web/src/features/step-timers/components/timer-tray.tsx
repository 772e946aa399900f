// The tray of running step timers, fixed at the bottom of the window (a
// corner on wide screens) so it stays in sight while the cook scrolls; an
// empty block of its height ends the page, so the tray never hides the last
// of it. Loaded only once a timer exists (timer-tray-host.tsx). Its live
// region says when a timer is done; the countdowns themselves are not
// announced every second (role="timer" is silent).
import { Link } from '@tanstack/react-router';
import { type MouseEvent, useEffect, useState, useSyncExternalStore } from 'react';
import { buttonClass } from '@/components/ui/button';
import {
  addMinute,
  formatRemaining,
  pauseTimer,
  remainingMs,
  removeTimer,
  resumeTimer,
  type StepTimer,
} from '@/lib/step-timers/step-timers';
import { prepareAlarm } from '@/lib/step-timers/timer-alarm';
import { clockNow, lastAnnouncement, subscribeClock } from './timer-clock';
import { useDoneTitle } from './use-done-title';
import { timersStore, useStepTimers } from '@/lib/step-timers/use-step-timers';

export function TimerTray() {
  const timers = useStepTimers();
  const now = useSyncExternalStore(subscribeClock, clockNow);
  const announcement = useSyncExternalStore(subscribeClock, lastAnnouncement);
  const [setTray, trayHeight] = useTrayHeight();
  useDoneTitle(timers.filter((timer) => timer.state === 'done'));
  if (timers.length === 0) return null;

  return (
    <>
      <div aria-hidden="true" style={{ height: trayHeight }} className="print:hidden" />
      <section
        ref={setTray}
        aria-label="Cooking timers"
        data-testid="timer-tray"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-300 bg-white shadow-[0_-4px_16px_rgb(0_0_0/0.12)] sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-[26rem] sm:rounded-xl sm:border print:hidden"
      >
        <p role="status" aria-live="polite" className="sr-only">
          {announcement}
        </p>
        <ul className="max-h-[40vh] divide-y divide-stone-200 overflow-y-auto">
          {timers.map((timer) => (
            <TimerRow key={timer.id} timer={timer} now={now} />
          ))}
        </ul>
      </section>
    </>
  );
}

/** The tray's height, kept as the window or the list changes; the setter goes on the tray as its ref. */
function useTrayHeight() {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!element) return undefined;
    const observer = new ResizeObserver(() => setValue(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, value] as const;
}

const SMALL_BUTTON = 'min-h-9 px-2.5 py-1';

function TimerRow({ timer, now }: { timer: StepTimer; now: number }) {
  const name = `timer ${timer.label} · ${timer.recipeTitle}`;
  const done = timer.state === 'done';
  const running = timer.state === 'running';
  const pauseOrResume = running ? 'Pause' : 'Resume';
  const act = (change: (timers: readonly StepTimer[]) => StepTimer[]) => {
    prepareAlarm();
    timersStore.update(change);
  };
  const remove = (event: MouseEvent<HTMLButtonElement>) => {
    // Focus stays in the tray, on the next timer's first button, rather than falling to the page's start.
    const row = event.currentTarget.closest('li');
    const neighbour = row?.nextElementSibling ?? row?.previousElementSibling;
    neighbour?.querySelector('button')?.focus();
    timersStore.update((timers) => removeTimer(timers, timer.id));
  };

  return (
    <li className={`px-4 py-2 ${done ? 'bg-orange-50' : ''}`}>
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 font-semibold text-stone-900">{timer.label}</p>
        <p className="shrink-0 text-right whitespace-nowrap">
          {timer.state === 'paused' && <span className="mr-2 text-sm font-semibold text-stone-700">Paused</span>}
          <span
            role="timer"
            className={`font-mono text-xl font-bold tabular-nums ${done ? 'text-orange-900' : 'text-stone-900'}`}
          >
            {done ? 'Done' : formatRemaining(remainingMs(timer, now))}
          </span>
        </p>
      </div>
      <div className="mt-1 flex items-center gap-2">
        <Link
          to="/recipes/$id"
          params={{ id: timer.recipeId }}
          className="min-w-0 flex-1 truncate text-sm text-stone-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-orange-700"
        >
          {timer.recipeTitle}
        </Link>
        <div className="flex shrink-0 gap-2">
          {!done && (
            <button
              type="button"
              aria-label={`${pauseOrResume} ${name}`}
              onClick={() => act((timers) => (running ? pauseTimer : resumeTimer)(timers, timer.id, Date.now()))}
              className={buttonClass('secondary', SMALL_BUTTON)}
            >
              {pauseOrResume}
            </button>
          )}
          <button
            type="button"
            aria-label={`+1 min for ${name}`}
            onClick={() => act((timers) => addMinute(timers, timer.id, Date.now()))}
            className={buttonClass('secondary', SMALL_BUTTON)}
          >
            +1 min
          </button>
          <button
            type="button"
            aria-label={`${done ? 'Dismiss' : 'Cancel'} ${name}`}
            onClick={remove}
            className={buttonClass(done ? 'primary' : 'ghost', SMALL_BUTTON)}
          >
            {done ? 'Dismiss' : 'Cancel'}
          </button>
        </div>
      </div>
    </li>
  );
}
