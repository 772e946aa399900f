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
    // Greyed out when disabled for a reason, not in the moment before hydration (data-hydrating).
    '[&:disabled:not([data-hydrating])]:cursor-not-allowed [&:disabled:not([data-hydrating])]:opacity-60',
    VARIANTS[variant],
    extra,
  ].join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and disables the button while an action runs. */
  busy?: boolean;
}

/**
 * A button of the app. On a server-rendered page it stays disabled until
 * React has hydrated it: before that a press would do nothing (or submit a
 * form the browser's own way) and be lost.
 */
export function Button({
  variant = 'primary',
  busy = false,
  className = '',
  children,
  disabled,
  ...props
}: ButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      {...props}
      disabled={disabled || busy || !hydrated}
      data-hydrating={!hydrated || undefined}
      aria-busy={busy || undefined}
      className={buttonClass(variant, className)}
    >
      {busy && <Spinner size="sm" label="" />}
      {children}
    </button>
  );
}
