// Decides who a like or wishlist toggle is for, without loading anything a
// visitor does not need: on a device where nobody has signed in the toggle is
// a visitor's at once (a press asks them to log in), with no Auth and no
// Firestore; otherwise Auth says who it is (cook-toggle.tsx, lazily loaded
// with reactfire), and a signed-in cook's toggle follows their own document.
import { lazy, type ReactNode } from 'react';
import { AuthGate } from '@/lib/auth-gate';
import { EarlyPressForm } from '@/lib/early-press-form';
import { useSignInFirst } from '@/lib/use-sign-in-first';
import type { CounterToggle } from './use-counter-toggle';

export type CounterToggleKind = 'like' | 'wishlist';

export interface CounterToggleHostProps {
  kind: CounterToggleKind;
  recipeId: string;
  /** The stored count, when the toggle shows one. */
  count?: number;
  /** Draws the toggle in its current state. */
  children: (toggle: CounterToggle) => ReactNode;
}

const CookToggle = lazy(() => import('./cook-toggle'));

/** Which toggle a press is for (toggle-button.tsx applies it). */
export const toggleKey = (kind: CounterToggleKind, recipeId: string) => `${kind}:${recipeId}`;

export function CounterToggleHost(props: CounterToggleHostProps) {
  // No boundary here: the cook's toggle catches its own failed reads (cook-toggle.tsx).
  return (
    <EarlyPressForm pressKey={toggleKey(props.kind, props.recipeId)}>
      <AuthGate visitor={<SignedOutToggle {...props} />} waiting={<WaitingToggle {...props} />}>
        <CookToggle {...props} />
      </AuthGate>
    </EarlyPressForm>
  );
}

/** A visitor's toggle: off, and a press goes to /login and back. */
export function SignedOutToggle({ count = 0, children }: CounterToggleHostProps) {
  const signInFirst = useSignInFirst();
  return children({ on: false, count, busy: false, ready: true, toggle: signInFirst });
}

/** Until it is known who is signed in (and what they chose): busy, and a press waits (lib/early-presses.ts). */
export function WaitingToggle({ count = 0, children }: CounterToggleHostProps) {
  return children({ on: false, count, busy: true, ready: false, toggle: () => undefined });
}
