// A step's text with each duration in it a button that starts a timer
// ("Simmer for [20 minutes] until thick"). The durations are found by a pure
// function, so the server and the browser render the same buttons.
import { findStepDurations, type StepDuration } from '@recipe-book/schema/step-durations';
import { type MouseEvent, type ReactNode, useMemo } from 'react';
import { notify } from '@/components/ui/toast';
import { lazyAction } from '@/lib/lazy-action';

// The timers' code comes with the first tap (or when the cook points at or focuses a duration).
const startStepTimer = lazyAction(() => import('./start-step-timer').then((module) => module.startStepTimer));

interface StepWithTimersProps {
  text: string;
  /** The step's number, from 1. */
  step: number;
  recipeId: string;
  recipeTitle: string;
}

export function StepWithTimers({ text, step, recipeId, recipeTitle }: StepWithTimersProps) {
  const durations = useMemo(() => findStepDurations(text), [text]);
  const parts: ReactNode[] = [];
  let from = 0;
  for (const duration of durations) {
    parts.push(text.slice(from, duration.start));
    parts.push(
      <TimerButton
        key={duration.start}
        duration={duration}
        step={step}
        recipeId={recipeId}
        recipeTitle={recipeTitle}
      />,
    );
    from = duration.end;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}

interface TimerButtonProps extends Omit<StepWithTimersProps, 'text'> {
  duration: StepDuration;
}

function TimerButton({ duration, step, recipeId, recipeTitle }: TimerButtonProps) {
  const start = (event: MouseEvent<HTMLButtonElement>) => {
    // Inside the step's label: the tap starts a timer, it does not tick the step.
    event.preventDefault();
    startStepTimer({ recipeId, recipeTitle, step }, duration).catch(() =>
      notify.error("We couldn't start the timer: reload the page while online, then try again."),
    );
  };
  return (
    <button
      type="button"
      onClick={start}
      onPointerEnter={startStepTimer.preload}
      onFocus={startStepTimer.preload}
      data-step-timer
      className="inline-flex items-baseline gap-1 rounded-md bg-orange-50 px-1 font-semibold text-orange-900 underline decoration-orange-700 decoration-dotted underline-offset-4 hover:bg-orange-100 focus-visible:outline-2 focus-visible:outline-orange-700 print:bg-transparent print:font-normal print:text-inherit print:no-underline"
    >
      <ClockIcon />
      {duration.text}
      <span className="sr-only">{duration.isRange ? ' (start a timer for the lower end)' : ' (start a timer)'}</span>
    </button>
  );
}

function ClockIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4 shrink-0 self-center print:hidden"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l2.5 2.5M9.5 2.5h5" />
    </svg>
  );
}
