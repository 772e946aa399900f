// The step timers' model and store (step-timers.ts, step-timers-store.ts):
// the time left always comes from the end time, whatever happened in between.
import { describe, expect, it } from 'vitest';
import {
  addMinute,
  finishDue,
  formatRemaining,
  type NewTimer,
  parseTimers,
  pauseTimer,
  remainingMs,
  removeTimer,
  resumeTimer,
  serializeTimers,
  startTimer,
  type StepTimer,
} from './step-timers';
import { STEP_TIMERS_KEY } from './step-timers-signal';
import { createTimersStore, type TimerStorage } from './step-timers-store';

const T0 = Date.UTC(2026, 10, 27, 18, 0, 0);
const MINUTE = 60_000;

const simmer: NewTimer = {
  id: 'a',
  recipeId: 'r1',
  recipeTitle: 'Soup',
  step: 3,
  label: 'Step 3 · 20 min',
  at: 11,
  seconds: 20 * 60,
};
const rest: NewTimer = { ...simmer, id: 'b', step: 4, label: 'Step 4 · 5 min', seconds: 5 * 60 };

const only = (timers: readonly StepTimer[]) => {
  const [timer] = timers;
  if (!timer) throw new Error('no timer');
  return timer;
};

describe('starting', () => {
  it('runs until its end time, and tells the time left from it', () => {
    const timer = only(startTimer([], simmer, T0));
    expect(timer).toMatchObject({ state: 'running', endsAt: T0 + 20 * MINUTE, label: 'Step 3 · 20 min' });
    expect(remainingMs(timer, T0 + 5 * MINUTE)).toBe(15 * MINUTE);
    // A page that slept past the end: nothing left, never negative.
    expect(remainingMs(timer, T0 + 90 * MINUTE)).toBe(0);
  });

  it('keeps several, and does not start a twin for the same duration', () => {
    const two = startTimer(startTimer([], simmer, T0), rest, T0 + 1000);
    expect(two.map((timer) => timer.id)).toEqual(['a', 'b']);
    expect(startTimer(two, { ...simmer, id: 'c' }, T0 + 2000)).toEqual(two);
  });

  it('starts again a duration whose timer rang', () => {
    const { timers } = finishDue(startTimer([], simmer, T0), T0 + 20 * MINUTE);
    const again = only(startTimer(timers, { ...simmer, id: 'c' }, T0 + 30 * MINUTE));
    expect(again).toMatchObject({ id: 'c', state: 'running', endsAt: T0 + 50 * MINUTE });
  });
});

describe('pause, resume, a minute more, cancel', () => {
  it('keeps what was left while paused and counts on from it', () => {
    const running = startTimer([], simmer, T0);
    const paused = pauseTimer(running, 'a', T0 + 5 * MINUTE);
    expect(only(paused)).toMatchObject({ state: 'paused', remainingMs: 15 * MINUTE });
    expect(remainingMs(only(paused), T0 + 60 * MINUTE)).toBe(15 * MINUTE);
    const resumed = resumeTimer(paused, 'a', T0 + 60 * MINUTE);
    expect(only(resumed)).toMatchObject({ state: 'running', endsAt: T0 + 75 * MINUTE });
  });

  it('adds a minute to a running or paused timer, and runs a rung one for a minute', () => {
    expect(only(addMinute(startTimer([], simmer, T0), 'a', T0))).toMatchObject({ endsAt: T0 + 21 * MINUTE });
    const paused = pauseTimer(startTimer([], simmer, T0), 'a', T0);
    expect(only(addMinute(paused, 'a', T0))).toMatchObject({ remainingMs: 21 * MINUTE });
    const { timers } = finishDue(startTimer([], simmer, T0), T0 + 20 * MINUTE);
    expect(only(addMinute(timers, 'a', T0 + 25 * MINUTE))).toMatchObject({
      state: 'running',
      endsAt: T0 + 26 * MINUTE,
    });
  });

  it('removes a timer by its id', () => {
    const two = startTimer(startTimer([], simmer, T0), rest, T0);
    expect(removeTimer(two, 'a').map((timer) => timer.id)).toEqual(['b']);
  });
});

describe('finishDue', () => {
  it('marks done the running timers whose end has passed, once', () => {
    const two = startTimer(startTimer([], simmer, T0), rest, T0);
    const first = finishDue(two, T0 + 5 * MINUTE);
    expect(first.finished.map((timer) => timer.id)).toEqual(['b']);
    expect(first.timers.map((timer) => timer.state)).toEqual(['running', 'done']);
    expect(finishDue(first.timers, T0 + 6 * MINUTE).finished).toEqual([]);
  });

  it('leaves a paused timer alone', () => {
    const paused = pauseTimer(startTimer([], simmer, T0), 'a', T0 + MINUTE);
    expect(finishDue(paused, T0 + 99 * MINUTE).finished).toEqual([]);
  });
});

describe('formatRemaining', () => {
  it('shows minutes and seconds, with hours when there are any, rounded up', () => {
    expect(formatRemaining(20 * MINUTE)).toBe('20:00');
    expect(formatRemaining(19 * MINUTE + 41_200)).toBe('19:42');
    expect(formatRemaining(65 * MINUTE + 3000)).toBe('1:05:03');
    expect(formatRemaining(400)).toBe('0:01');
    expect(formatRemaining(0)).toBe('0:00');
  });
});

describe('stored timers', () => {
  it('round-trips, and stores nothing when there are none', () => {
    const timers = pauseTimer(startTimer(startTimer([], simmer, T0), rest, T0), 'b', T0 + MINUTE);
    expect(parseTimers(serializeTimers(timers))).toEqual(timers);
    expect(serializeTimers([])).toBeNull();
  });

  it('reads a broken or foreign value as no timers, and skips malformed ones', () => {
    expect(parseTimers('{nope')).toEqual([]);
    expect(parseTimers('{"a":1}')).toEqual([]);
    const good = only(startTimer([], simmer, T0));
    const stored = JSON.stringify([good, { ...good, id: 'x', state: 'running', endsAt: 'soon' }, { id: 'y' }]);
    expect(parseTimers(stored)).toEqual([good]);
  });
});

function fakeStorage() {
  const items = new Map<string, string>();
  const state = { broken: false };
  const usable = () => {
    if (state.broken) throw new DOMException('blocked', 'SecurityError');
    return items;
  };
  const storage: TimerStorage = {
    getItem: (key) => usable().get(key) ?? null,
    setItem: (key, value) => void usable().set(key, value),
    removeItem: (key) => void usable().delete(key),
  };
  return { items, state, storage };
}

describe('createTimersStore', () => {
  it('keeps the timers in one key, and the same array until they change', () => {
    const { items, storage } = fakeStorage();
    const store = createTimersStore(() => storage);
    let calls = 0;
    store.subscribe(() => (calls += 1));
    store.update((timers) => startTimer(timers, simmer, T0));
    expect(parseTimers(items.get(STEP_TIMERS_KEY) ?? null)).toHaveLength(1);
    expect(store.read()).toBe(store.read());
    // A change that changes nothing (a second with no timer due) neither writes nor re-renders.
    store.update((timers) => finishDue(timers, T0 + MINUTE).timers);
    expect(calls).toBe(1);
    store.update((timers) => removeTimer(timers, 'a'));
    expect(items.has(STEP_TIMERS_KEY)).toBe(false);
  });

  it('builds on what another tab stored', () => {
    const { storage } = fakeStorage();
    const here = createTimersStore(() => storage);
    const there = createTimersStore(() => storage);
    there.update((timers) => startTimer(timers, simmer, T0));
    here.update((timers) => startTimer(timers, rest, T0));
    expect(there.read().map((timer) => timer.id)).toEqual(['a', 'b']);
  });

  it('keeps timers in memory where storage is blocked', () => {
    const { state, storage } = fakeStorage();
    state.broken = true;
    const store = createTimersStore(() => storage);
    store.update((timers) => startTimer(timers, simmer, T0));
    expect(store.read().map((timer) => timer.id)).toEqual(['a']);
  });
});
