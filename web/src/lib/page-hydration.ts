// Back and Forward wait until the page has hydrated.
//
// React hydrates the server's HTML in two steps: the app shell (the root
// route) at once, and the page inside the root's <Outlet>, a Suspense boundary
// the router always places there, at React's lowest priority a few hundred
// milliseconds later. A Back or Forward in between moves the router's stores
// while that part is still the server's HTML: React then hydrates it against
// the new address, finds other text than the server sent and reports error
// #418. So a `popstate` that comes before the page has hydrated is held, and
// handed to the router once it has. Route matches have no Suspense boundary of
// their own (router.tsx), so the page's layout hydrating means the whole page has.
//
// The address can also move before the app's script has run at all (Back,
// Forward or a typed address that stays in the same document, while the
// script is still downloading): no listener hears that `popstate`. So until
// the page has hydrated, the router's history reads the address the server
// rendered, not the one in the address bar, and the router follows the
// address bar once the page has hydrated.
import { createBrowserHistory, parseHref, type RouterHistory } from '@tanstack/history';
import { useEffect } from 'react';
import { clearPressedEarly } from './pressed-early';

let hydrated = false;
let heldPopState = false;
let resolveHydrated: () => void = () => undefined;
const hydration = new Promise<void>((resolve) => {
  resolveHydrated = resolve;
});

function holdEarlyPopState(event: PopStateEvent): void {
  if (hydrated) return;
  // The router's history listens on the same window, and listeners run in the
  // order they were added: this one is added before the router is made.
  event.stopImmediatePropagation();
  heldPopState = true;
}

/** Call before the router is created, so that this listener runs before the router's. */
export function holdBackAndForwardUntilHydrated(): void {
  window.addEventListener('popstate', holdEarlyPopState);
}

const addressBar = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * The address the server rendered this document for: the one its request
 * was made to (the navigation's entry keeps it whatever the address bar has
 * become since), with the address bar's fragment when it is still the same
 * page (a fragment is never sent to the server).
 */
function renderedAddress(): string {
  const [navigation] = performance.getEntriesByType('navigation');
  if (!navigation) return addressBar();
  const requested = new URL(navigation.name);
  const page = `${requested.pathname}${requested.search}`;
  return page === `${window.location.pathname}${window.location.search}` ? addressBar() : page;
}

/** Whether the router's history has read another address than the address bar's. */
let behindAddressBar = () => false;

/**
 * The browser's history for the router: it reads the rendered address until
 * the page has hydrated, then the address bar. Call after
 * holdBackAndForwardUntilHydrated.
 */
export function historyFromRenderedAddress(): RouterHistory {
  const rendered = renderedAddress();
  const history = createBrowserHistory({
    parseLocation: () => parseHref(hydrated ? addressBar() : rendered, window.history.state as never),
  });
  behindAddressBar = () => history.location.href !== addressBar();
  return history;
}

function markPageHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  resolveHydrated();
  // The browser tests wait for this before they use the page.
  document.documentElement.dataset.hydrated = 'true';
  clearPressedEarly();
  // The router reads the address again on a `popstate`, as on Back and Forward.
  if (heldPopState || behindAddressBar()) {
    heldPopState = false;
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
  }
}

/** Resolves once the page the server sent has hydrated, and stays resolved for the navigations after it. */
export const pageHydrated = (): Promise<void> => hydration;

/**
 * For the components that enclose every page (the main layout, the login and
 * register card, the stand-alone 404 and error pages): their first effect runs
 * once the page around it has hydrated.
 */
export function usePageHydrated(): void {
  useEffect(markPageHydrated, []);
}
