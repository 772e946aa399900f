import { useHydrated } from '@tanstack/react-router';
import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-orange-700 text-white hover:bg-orange-800',
  secondary: 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
  ghost: 'text-stone-700 hover:bg-stone-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
};

/** Button look, also for links that should look like buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return [
    'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700',
    // Greyed out when disabled for a reason; before hydration (data-hydrating) faded and
    // with a busy pointer: not ready yet, rather than refused.
    '[&:disabled:not([data-hydrating])]:cursor-not-allowed [&:disabled:not([data-hydrating])]:opacity-60',
    '[&[data-hydrating]]:cursor-progress [&[data-hydrating]]:opacity-75',
    VARIANTS[variant],
    extra,
  ].join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and disables the button while an action runs. */
  busy?: boolean;
  /**
   * A submit button of a `<form>` whose `action` is a function: a press before
   * hydration is kept by React's inline script and replayed once the form has
   * hydrated, so the button is ready from the first paint.
   */
  replayed?: boolean;
  /**
   * Not ready yet (waiting for Auth or the user's data): a spinner and busy,
   * yet pressable, for a form whose action keeps the press until it is
   * (lib/early-presses.ts).
   */
  pending?: boolean;
}

/**
 * A button of the app. On a server-rendered page it stays disabled, and looks
 * and announces itself not ready (busy), until React has hydrated it: before
 * that a press would do nothing (or submit a form the browser's own way) and
 * be lost. A `replayed` submit button is ready at once.
 */
export function Button({
  variant = 'primary',
  busy = false,
  replayed = false,
  pending = false,
  className = '',
  children,
  disabled,
  ...props
}: ButtonProps) {
  const waiting = !useHydrated() && !replayed;
  return (
    <button
      type="button"
      {...props}
      disabled={disabled || busy || waiting}
      data-hydrating={waiting || undefined}
      aria-busy={busy || pending || waiting || undefined}
      // A press before hydration marks a replayed button (lib/pressed-early.ts) until it has.
      suppressHydrationWarning={replayed}
      className={buttonClass(variant, className)}
    >
      {(busy || pending) && <Spinner size="sm" label="" />}
      {children}
    </button>
  );
}
