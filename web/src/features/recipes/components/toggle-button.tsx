// The round button both toggles (like, wishlist) are drawn with: pressed
// state for assistive technology, busy while the write runs.
import { useHydrated } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { CounterToggle } from './use-counter-toggle';

interface ToggleButtonProps {
  toggle: CounterToggle;
  /** Colours when on and off. */
  onClass: string;
  offClass: string;
  /** Padding and text size. */
  sizeClass: string;
  label: string | undefined;
  testId: string;
  children: ReactNode;
}

export function ToggleButton({ toggle, onClass, offClass, sizeClass, label, testId, children }: ToggleButtonProps) {
  // Disabled until hydrated, as every button, and until its state is known: a press before either would be lost.
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      disabled={!hydrated || !toggle.ready}
      onClick={toggle.toggle}
      aria-pressed={toggle.on}
      aria-busy={toggle.busy || undefined}
      aria-label={label}
      data-testid={testId}
      className={`inline-flex items-center justify-center gap-1.5 rounded-full border font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 ${
        toggle.on ? onClass : offClass
      } ${sizeClass}`}
    >
      {children}
    </button>
  );
}
