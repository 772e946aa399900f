// What the like and wishlist toggles show (components/use-counter-toggle.ts):
// a press moves the state and the count at once, before the write is
// confirmed, and a refusal puts them back.
//
// The stored count may come from a one-off read (cards) or a live listener
// (detail). Our own step on top of it is dropped as soon as a new stored count
// arrives, because that count already holds (or has rolled back) the write;
// so both kinds of data show the right number, never the write counted twice.

/** Our unconfirmed change to the stored count; it applies only while the stored count is still `base`. */
export interface CountStep {
  readonly base: number;
  readonly by: number;
}

export const noStep = (count: number): CountStep => ({ base: count, by: 0 });

/** The part of `step` that still applies to the stored `count`. */
export const currentStep = (step: CountStep, count: number): CountStep => (step.base === count ? step : noStep(count));

const delta = (turnOn: boolean) => (turnOn ? 1 : -1);

/** The step after a press that turns the toggle on (or off), with `count` stored. */
export const pressStep = (step: CountStep, count: number, turnOn: boolean): CountStep => ({
  base: count,
  by: currentStep(step, count).by + delta(turnOn),
});

/**
 * The step after the write of that press was refused; `count` is the stored
 * count at the press. Only that press's step is taken back: a count that
 * arrived meanwhile is the truth and is left alone.
 */
export const refuseStep = (step: CountStep, count: number, turnOn: boolean): CountStep =>
  step.base === count ? { base: count, by: step.by - delta(turnOn) } : step;

export interface CounterToggleShown {
  on: boolean;
  count: number;
}

/**
 * The state and count to show. `pending` is the state a press is writing
 * (undefined when none is under way) and wins over `storedOn`.
 */
export function shownCounterToggle(options: {
  storedOn: boolean;
  count: number;
  step: CountStep;
  pending: boolean | undefined;
}): CounterToggleShown {
  const { storedOn, count, step, pending } = options;
  // A stale stored count (an un-like read before the like arrived) must not show -1.
  return { on: pending ?? storedOn, count: Math.max(0, count + currentStep(step, count).by) };
}
