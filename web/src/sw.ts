// The service worker (built by vite-plugin-pwa's injectManifest into /sw.js).
// Once a page has been visited it opens with no network: every script and the
// stylesheet are precached, pages (server-rendered HTML with their loader
// data) and images are kept as they are fetched, and Firestore's own
// persistent cache (lib/firebase.ts) holds what signed-in cooks follow live.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { KeepPageMessage } from './lib/offline-pages';

// Only what this file uses of the worker scope (the DOM lib the app is checked with has no worker types).
declare const self: typeof globalThis & {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  skipWaiting(): Promise<void>;
  location: Location;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
  clients: {
    matchAll(options: { type: 'window' }): Promise<readonly { url: string; focus(): Promise<unknown> }[]>;
    openWindow(url: string): Promise<unknown>;
  };
};

/** A tap on a notification the app showed (a step timer that finished). */
interface NotificationClickEvent extends Event {
  notification: Notification;
  waitUntil(promise: Promise<unknown>): void;
}

/** A worker's message event, which may keep the worker alive until its work is done. */
interface ExtendableMessageEvent extends MessageEvent {
  waitUntil(promise: Promise<unknown>): void;
}

const DAY_SECONDS = 24 * 60 * 60;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A new version takes over at once. Scripts are content-hashed, so a page of
// the old version that is still open keeps working from the network.
void self.skipWaiting();
clientsClaim();

// Pages: the network first, so a page is as fresh as the server has it;
// after 3 s without an answer, or offline, the copy from the last visit.
const pages = new NetworkFirst({
  cacheName: 'pages',
  networkTimeoutSeconds: 3,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 100 })],
});

// A page loaded before this worker controlled it, or reached inside the app
// (no HTML fetched), is fetched and kept at the page's request (lib/offline-pages.ts).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as Partial<KeepPageMessage> | null;
  if (message?.type !== 'KEEP_PAGE' || typeof message.url !== 'string') return;
  if (new URL(message.url).origin !== self.location.origin) return;
  event.waitUntil(pages.handle({ request: new Request(message.url), event }));
});

registerRoute(
  // The API, the sitemap and robots.txt are not pages of the app.
  new NavigationRoute(pages, { denylist: [/^\/api\//, /^\/sitemaps?[./]/, /^\/robots\.txt$/] }),
);

// Images (recipe photos may live on other sites): shown from the cache at
// once and refreshed in the background; old ones are dropped.
registerRoute(
  ({ request }) => request.destination === 'image',
  new StaleWhileRevalidate({
    cacheName: 'images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// A finished step timer's notification (lib/step-timers/timer-alarm.ts):
// a tap brings back the app's open tab, or opens the timer's recipe.
self.addEventListener('notificationclick', (event: NotificationClickEvent) => {
  event.notification.close();
  const { url } = (event.notification.data ?? {}) as { url?: string };
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((windows) => {
      const open = windows.find((window) => new URL(window.url).origin === self.location.origin);
      return open ? open.focus() : self.clients.openWindow(url ?? '/');
    }),
  );
});
