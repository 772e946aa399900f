// First, so that a bad Firebase config is shown on the page (see the module).
import '@/lib/startup-error';
import './styles.css';
import { startTransition } from 'react';
import { RENDERED_BY_APP_ATTRIBUTE } from '@recipe-book/schema/rendered-page';
import { TAKEOVER_DEADLINE_MS, wakeRenderedPage } from '@/lib/page-takeover';
import { dropServedHead } from '@/lib/served-head';
import { mayHaveSession } from '@/lib/session-hint';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The built HTML already shows the page's frame (web/scripts/prerender-shell.ts).
// Render once the page's code and data are loaded, so that the frame is
// replaced by the finished page in one step: no spinner, no jump. Firebase
// Auth is not waited for (App starts it after this render) unless the page is
// for signed-in users, whose guard waits. (A function rather than top-level
// await, which would make the bundler split the entry.)
//
// Start-up comes in pieces with a task boundary between them: React DOM and
// the app are separate chunks, fetched together and evaluated apart, and the
// router loads the page after both. Run as one, they held a throttled phone's
// main thread for a quarter of a second, unable to answer a tap.
async function start(container: HTMLElement) {
  const reactDom = import('react-dom/client');
  // A page's first use of localStorage reads it from disk: done here, while
  // the scripts download, rather than inside the app's start-up task.
  mayHaveSession();
  // The largest libraries the app needs first, each evaluated on arrival in a
  // task of its own, then the routes, then the app's chunk, which is left
  // with creating the router and its own code.
  const libraries = Promise.all([reactDom, import('@tanstack/react-router'), import('@/lib/firebase')]);
  const { createRoot, hydrateRoot } = await reactDom;
  await libraries;
  await nextTask();
  await import('./routeTree.gen');
  await nextTask();
  const [{ AppRoot }, { router }] = await Promise.all([import('./app-root'), import('./router')]);
  await nextTask();
  await router.load().catch((error: unknown) => {
    // The router shows its own error page for a failed route; render it.
    console.error(error);
  });
  await nextTask();
  // As a transition React renders the whole page in slices of a few
  // milliseconds, so a slow phone keeps answering taps while it works.
  const app = <AppRoot router={router} />;
  if (container.hasAttribute(RENDERED_BY_APP_ATTRIBUTE)) {
    // A page the app rendered on the server (server/render-page.tsx): React
    // takes over its HTML as it is, with nothing to build, restyle or lay out.
    // The router renders as it did there, without its start-up boundary.
    router.ssr = { manifest: undefined };
    // The head tags the function wrote go first: React would otherwise take
    // them as its own, and the app would then drop them as the server's.
    dropServedHead();
    startTransition(() => void hydrateRoot(container, app));
    // The page wakes its root once taken over (lib/page-takeover.ts); this is the deadline.
    setTimeout(wakeRenderedPage, TAKEOVER_DEADLINE_MS);
  } else {
    // The frame stays on screen until the finished page replaces it.
    const reactRoot = createRoot(container);
    startTransition(() => reactRoot.render(app));
  }
}

/** Lets the browser paint and handle input before the next piece of start-up. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

void start(root);

// The service worker (src/sw.ts) makes visited pages open offline. It is
// registered after the page has loaded, so it never competes with the first
// paint (the awaits above may already have outlasted the load event).
function registerServiceWorker() {
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
    console.warn('The offline service worker could not be registered', error);
  });
}
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') registerServiceWorker();
  else window.addEventListener('load', registerServiceWorker, { once: true });
}
