// Visited pages open offline (src/sw.ts keeps each page's HTML as it is
// fetched). The service worker is registered once the page has loaded, so it
// never competes with the first paint. Two kinds of visit fetch no HTML
// through it, so the page asks it to keep their HTML too: the page loaded
// before the worker controlled it, and every page reached inside the app
// (client-side navigation renders from loader data, not from HTML).
import type { AnyRouter } from '@tanstack/react-router';

/** The message src/sw.ts answers by fetching `url` and keeping the page. */
export interface KeepPageMessage {
  type: 'KEEP_PAGE';
  url: string;
}

export function keepVisitedPagesOffline(router: AnyRouter): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('The offline service worker could not be registered', error);
    });
  });
  void navigator.serviceWorker.ready.then((registration) => {
    const keep = (href: string) => {
      const message: KeepPageMessage = { type: 'KEEP_PAGE', url: new URL(href, window.location.origin).href };
      registration.active?.postMessage(message);
    };
    if (!navigator.serviceWorker.controller) keep(window.location.href);
    router.subscribe('onResolved', ({ toLocation, hrefChanged }) => hrefChanged && keep(toLocation.href));
  });
}
