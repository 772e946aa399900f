// The page the server sends for an address that needs a signed-in user: the
// guard of routes/_main/_auth.tsx runs in the browser only (`ssr: false`), so
// the server renders the layout with this spinner where the page will be.
//
// React hydrates that HTML boundary by boundary: the document first, then each
// route's Suspense boundary in a later pass of its own, at its lowest priority.
// A redirect committed in between takes the layout away from under boundaries
// still to hydrate, whose route components then read a match that is gone:
// React reports it (#422, #520) and renders the page again in the browser. So
// the guard redirects once this shell, the innermost boundary, has hydrated.
import { useEffect } from 'react';
import { PageSpinner } from '@/components/ui/spinner';

let markHydrated: () => void = () => undefined;
const hydrated = new Promise<void>((resolve) => {
  markHydrated = resolve;
});

/** The guard's pending UI; its first commit (the hydration of the server's shell, or a render in the browser) resolves the wait. */
export function GuardShell() {
  useEffect(markHydrated, []);
  return (
    <div data-guard-shell="">
      <PageSpinner />
    </div>
  );
}

/** Resolves once React has hydrated the guard's shell if the server sent one (a page loaded at a protected address); at once otherwise. */
export function guardShellHydrated(): Promise<void> {
  return document.querySelector('[data-guard-shell]') ? hydrated : Promise.resolve();
}
