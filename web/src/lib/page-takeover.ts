// A page rendered ahead by a function (server/render-page.tsx) is only a
// picture until the app has taken it over: its `#root` is inert (a tap or a
// screen reader would otherwise reach a button with nothing behind it, and a
// ticked box would not be kept). React takes over the app's outer parts
// first and the router's page (inside its Suspense boundaries) after, so the
// page itself says when it is done; src/main.tsx wakes the root anyway a
// while after starting the takeover, should a page not say so (an error page).
import { useEffect } from 'react';

/** How long after the takeover starts the root wakes at the latest. */
export const TAKEOVER_DEADLINE_MS = 3000;

export function wakeRenderedPage(): void {
  const root = document.getElementById('root');
  root?.removeAttribute('inert');
  root?.removeAttribute('aria-hidden');
}

/** For a page that may have been rendered ahead: wakes the root once React has taken the page over. */
export function usePageTakenOver(): void {
  useEffect(wakeRenderedPage, []);
}
