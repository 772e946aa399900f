// The visitor's "reduce motion" setting, as window.matchMedia reports it, under the test's control:
// set before rendering, and changed while a component is on screen (the page follows a change at once).
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** From now on `(prefers-reduced-motion: reduce)` matches when `reduce` is true. Restore with vi.restoreAllMocks(). */
export function preferReducedMotion(reduce: boolean): { change(reduce: boolean): void } {
  let reduced = reduce;
  const listeners = new Set<() => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media: string) =>
      ({
        media,
        get matches() {
          return media.includes('prefers-reduced-motion: reduce') && reduced;
        },
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    change(next: boolean) {
      reduced = next;
      act(() => {
        for (const listener of listeners) listener();
      });
    },
  };
}
