// How a step's timer is named, in the tray and in its buttons' names:
// "Step 3 · 20 min", and for a range, which counts its lower end,
// "Step 5 · 8 min (lower end of 8–10 min)".
import type { StepDuration } from './step-durations';

const UNITS: readonly [seconds: number, name: string][] = [
  [3600, 'hr'],
  [60, 'min'],
  [1, 'sec'],
];

/** Seconds as a cook says them: "20 min", "1 hr 30 min", "45 sec", "1 min 30 sec". */
export function formatDuration(seconds: number): string {
  let left = Math.max(0, Math.round(seconds));
  const parts: string[] = [];
  for (const [size, name] of UNITS) {
    const count = Math.floor(left / size);
    left -= count * size;
    if (count > 0) parts.push(`${count} ${name}`);
  }
  return parts.length === 0 ? '0 sec' : parts.join(' ');
}

/** "8–10 min" when both ends are whole numbers of the same unit, else "45 min–1 hr". */
export function formatRange(lower: number, upper: number): string {
  const unit = UNITS.find(([size]) => lower % size === 0 && upper % size === 0 && upper < size * 60);
  if (unit) return `${lower / unit[0]}–${upper / unit[0]} ${unit[1]}`;
  return `${formatDuration(lower)}–${formatDuration(upper)}`;
}

/** What the timer counts, and for a range that it counts the lower end. */
function timerLength(duration: Pick<StepDuration, 'seconds' | 'upperSeconds' | 'isRange'>): string {
  const length = formatDuration(duration.seconds);
  return duration.isRange ? `${length} (lower end of ${formatRange(duration.seconds, duration.upperSeconds)})` : length;
}

/** The timer's name: "Step 3 · 20 min"; `step` counts from 1. */
export const stepTimerLabel = (step: number, duration: Pick<StepDuration, 'seconds' | 'upperSeconds' | 'isRange'>) =>
  `Step ${step} · ${timerLength(duration)}`;
