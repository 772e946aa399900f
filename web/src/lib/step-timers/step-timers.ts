// The cook's step timers as they are kept on this device: what each counts,
// and the changes a cook makes to them. A running timer keeps the moment it
// ends (`endsAt`), never a count of ticks: a page that slept (a locked phone,
// a tab in the background, a reload) knows at once how long is left. A paused
// one keeps what was left. Pure: the time is passed in.

interface TimerBase {
  id: string;
  recipeId: string;
  recipeTitle: string;
  /** The step's number, from 1. */
  step: number;
  /** "Step 3 · 20 min" (schema/src/timer-label.ts). */
  label: string;
  /** Which duration of the step, by where it starts in the text: one timer per duration. */
  at: number;
}

export type StepTimer = TimerBase &
  (
    { state: 'running'; endsAt: number } | { state: 'paused'; remainingMs: number } | { state: 'done'; endedAt: number }
  );

export type NewTimer = TimerBase & { seconds: number };

const MINUTE_MS = 60_000;

const isText = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isTimer(value: unknown): value is StepTimer {
  if (typeof value !== 'object' || value === null) return false;
  const timer = value as Record<string, unknown>;
  const base =
    isText(timer['id']) &&
    isText(timer['recipeId']) &&
    isText(timer['recipeTitle']) &&
    isText(timer['label']) &&
    isNumber(timer['step']) &&
    isNumber(timer['at']);
  if (!base) return false;
  if (timer['state'] === 'running') return isNumber(timer['endsAt']);
  if (timer['state'] === 'paused') return isNumber(timer['remainingMs']);
  return timer['state'] === 'done' && isNumber(timer['endedAt']);
}

/** The timers in a stored value; none when it is missing or unreadable, and only the well-formed ones. */
export function parseTimers(stored: string | null): StepTimer[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(value) ? value.filter(isTimer) : [];
  } catch {
    // A bad value: no timers, rather than a broken page.
    return [];
  }
}

/** The value to store; null removes the key, so a device without timers keeps nothing. */
export const serializeTimers = (timers: readonly StepTimer[]): string | null =>
  timers.length === 0 ? null : JSON.stringify(timers);

/** Milliseconds left, never below 0. */
export function remainingMs(timer: StepTimer, now: number): number {
  if (timer.state === 'running') return Math.max(0, timer.endsAt - now);
  if (timer.state === 'paused') return timer.remainingMs;
  return 0;
}

/** "19:42", "1:05:03": what the tray shows, rounded up so 0:00 means done. */
export function formatRemaining(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

const sameDuration = (a: TimerBase, b: TimerBase) => a.recipeId === b.recipeId && a.step === b.step && a.at === b.at;

/**
 * The timers with `timer` running from `now`. A duration whose timer already
 * runs or is paused keeps it (a second tap does not start a twin); one that
 * rang starts again.
 */
export function startTimer(timers: readonly StepTimer[], timer: NewTimer, now: number): StepTimer[] {
  const existing = timers.find((other) => sameDuration(other, timer));
  if (existing && existing.state !== 'done') return [...timers];
  const { seconds, ...base } = timer;
  const started: StepTimer = { ...base, state: 'running', endsAt: now + seconds * 1000 };
  return [...timers.filter((other) => other !== existing), started];
}

function change(timers: readonly StepTimer[], id: string, update: (timer: StepTimer) => StepTimer): StepTimer[] {
  return timers.map((timer) => (timer.id === id ? update(timer) : timer));
}

export const pauseTimer = (timers: readonly StepTimer[], id: string, now: number) =>
  change(timers, id, (timer) =>
    timer.state === 'running' ? { ...base(timer), state: 'paused', remainingMs: remainingMs(timer, now) } : timer,
  );

export const resumeTimer = (timers: readonly StepTimer[], id: string, now: number) =>
  change(timers, id, (timer) =>
    timer.state === 'paused' ? { ...base(timer), state: 'running', endsAt: now + timer.remainingMs } : timer,
  );

/** A minute more; a timer that rang runs again for a minute ("needs another minute"). */
export const addMinute = (timers: readonly StepTimer[], id: string, now: number) =>
  change(timers, id, (timer) => {
    if (timer.state === 'running') return { ...timer, endsAt: timer.endsAt + MINUTE_MS };
    if (timer.state === 'paused') return { ...timer, remainingMs: timer.remainingMs + MINUTE_MS };
    return { ...base(timer), state: 'running', endsAt: now + MINUTE_MS };
  });

/** Without the timer: Cancel for one that counts, Dismiss for one that rang. */
export const removeTimer = (timers: readonly StepTimer[], id: string) => timers.filter((timer) => timer.id !== id);

/** The running timers whose time is up, marked done; `finished` lists them (to ring once, by whoever marks them). */
export function finishDue(timers: readonly StepTimer[], now: number): { timers: StepTimer[]; finished: StepTimer[] } {
  const finished: StepTimer[] = [];
  const next = timers.map((timer): StepTimer => {
    if (timer.state !== 'running' || timer.endsAt > now) return timer;
    const done: StepTimer = { ...base(timer), state: 'done', endedAt: timer.endsAt };
    finished.push(done);
    return done;
  });
  return { timers: next, finished };
}

/** What every timer has, without the fields of its state. */
function base(timer: StepTimer): TimerBase {
  const { id, recipeId, recipeTitle, step, label, at } = timer;
  return { id, recipeId, recipeTitle, step, label, at };
}

/** A new timer's id: unique enough on one device. */
export const newTimerId = (now: number) => `${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
