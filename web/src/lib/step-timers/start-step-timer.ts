// Starting a step's timer: downloaded with the first tap on a duration (see
// step-with-timers.tsx), with the timers' store and the alarm.
import type { StepDuration } from '@recipe-book/schema/step-durations';
import { stepTimerLabel } from '@recipe-book/schema/timer-label';
import { newTimerId, type NewTimer, startTimer } from './step-timers';
import { prepareAlarm } from './timer-alarm';
import { timersStore } from './use-step-timers';

/** A timer for `duration` of the step, named after the step ("Step 3 · 20 min"). */
export function startStepTimer(step: Pick<NewTimer, 'recipeId' | 'recipeTitle' | 'step'>, duration: StepDuration) {
  prepareAlarm({ askToNotify: true });
  const now = Date.now();
  const timer: NewTimer = {
    ...step,
    id: newTimerId(now),
    label: stepTimerLabel(step.step, duration),
    at: duration.start,
    seconds: duration.seconds,
  };
  timersStore.update((timers) => startTimer(timers, timer, now));
}
