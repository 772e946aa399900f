// The round button both toggles (like, wishlist) are drawn with: pressed
// state for assistive technology, busy (and drawn so) until its state is known
// and while the write runs.
//
// It is the submit button of the toggle's form (counter-toggle-host.tsx),
// so a press counts from the moment the server's HTML shows: before hydration
// React's inline script keeps the submit and replays it once the form has
// hydrated, and a press before the toggle is ready waits for it
// (lib/early-presses.ts).
import type { ReactNode } from 'react';
import { useEarlyPressForm } from '@/lib/early-press-form';
import { useEarlyPresses } from '@/lib/early-presses';
import type { CounterToggle } from './use-counter-toggle';

interface ToggleButtonProps {
  toggle: CounterToggle;
  /** Colours when on and off. */
  onClass: string;
  offClass: string;
  /** Padding and text size. */
  sizeClass: string;
  label: string | undefined;
  /** Which toggle this is (kind and recipe), for presses made before it was ready. */
  pressKey: string;
  testId: string;
  children: ReactNode;
}

export function ToggleButton({
  toggle,
  onClass,
  offClass,
  sizeClass,
  label,
  pressKey,
  testId,
  children,
}: ToggleButtonProps) {
  useEarlyPresses(pressKey, toggle.ready, toggle.toggle, 'toggle');
  const form = useEarlyPressForm();
  return (
    <button
      type="submit"
      form={form}
      aria-pressed={toggle.on}
      aria-busy={toggle.busy || undefined}
      // A press before hydration marks it (lib/pressed-early.ts) until it has.
      suppressHydrationWarning
      aria-label={label}
      data-testid={testId}
      className={`inline-flex items-center justify-center gap-1.5 rounded-full border font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 aria-busy:cursor-progress aria-busy:opacity-70 ${
        toggle.on ? onClass : offClass
      } ${sizeClass}`}
    >
      {children}
    </button>
  );
}
