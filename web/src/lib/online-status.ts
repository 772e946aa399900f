// Whether the browser thinks it has a network, as a React hook. The browser's
// answer is coarse (a captive Wi-Fi counts as online) but it is what decides
// the offline notice and whether a write is worth waiting for.
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export const isOnline = () => navigator.onLine;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
