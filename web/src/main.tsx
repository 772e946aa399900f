// First, so that a bad Firebase config is shown on the page (see the module).
import '@/lib/startup-error';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OfflineNotice } from '@/components/layout/offline-notice';
import { App } from './app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
    <OfflineNotice />
  </StrictMode>,
);

// The service worker (src/sw.ts) makes visited pages open offline. It is
// registered after the page has loaded, so it never competes with the first paint.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('The offline service worker could not be registered', error);
    });
  });
}
