// First, so that a bad Firebase config is shown on the page (see the module).
import '@/lib/startup-error';
import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OfflineNotice } from '@/components/layout/offline-notice';
import { ServerUnreachableNotice } from '@/components/layout/server-unreachable-notice';
import { App } from './app';
import { router } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The built HTML already shows the page's frame (web/scripts/prerender-shell.ts).
// Render once the page's code and data are loaded, so that the frame is
// replaced by the finished page in one step: no spinner, no jump. Firebase
// Auth is not waited for (App starts it after this render) unless the page is
// for signed-in users, whose guard waits. (A function rather than top-level
// await, which would make the bundler split the entry.)
async function start(container: HTMLElement) {
  await router.load().catch((error: unknown) => {
    // The router shows its own error page for a failed route; render it.
    console.error(error);
  });
  // As a transition React renders the whole page in slices of a few
  // milliseconds, so a slow phone keeps answering taps while it works; the
  // frame stays on screen until the finished page replaces it.
  const reactRoot = createRoot(container);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
        <OfflineNotice />
        <ServerUnreachableNotice />
      </StrictMode>,
    );
  });
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
