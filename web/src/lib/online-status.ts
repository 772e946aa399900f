// Whether this device can reach the network, as a React hook and a plain read.
// navigator.onLine alone cannot say: a captive Wi-Fi counts as online, and some
// Chromium versions report online on a page their service worker answered from
// its cache while the network is gone. So the site itself is asked too, when
// Firestore stops answering (lib/server-reachability.ts): a request that fails
// with no answer at all means offline, whatever navigator.onLine claims, until
// one gets an answer again. This decides the offline notice and whether a write
// is worth waiting for.
import { useSyncExternalStore } from 'react';

// Served by Hosting as a file, never by a function, and not kept by the service worker: a cheap, real answer.
const SITE_PROBE_URL = '/robots.txt';
// While the site does not answer, ask again this often (a lying navigator.onLine sends no `online` event).
const RETRY_AFTER_MS = 5000;

let siteUnreachable = false;
let retry: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setSiteUnreachable(value: boolean): void {
  if (value === siteUnreachable) return;
  siteUnreachable = value;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export const isOnline = () => navigator.onLine && !siteUnreachable;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

let whenBack: (() => void) | undefined;
const recheck = () => void checkSiteReachable(whenBack);

/**
 * Asks the site for a small file and resolves whether anything answered (any
 * status counts: a server that answers is reachable). A request with no answer
 * marks the device offline, and the site is asked again every few seconds and
 * at the browser's `online` event until it answers; `onBack` runs then.
 */
export async function checkSiteReachable(onBack?: () => void): Promise<boolean> {
  clearTimeout(retry);
  window.removeEventListener('online', recheck);
  whenBack = onBack;
  const reachable = await fetch(SITE_PROBE_URL, { method: 'HEAD', cache: 'no-store' }).then(
    () => true,
    () => false,
  );
  const wasUnreachable = siteUnreachable;
  setSiteUnreachable(!reachable);
  if (!reachable) {
    retry = setTimeout(recheck, RETRY_AFTER_MS);
    window.addEventListener('online', recheck, { once: true });
  } else if (wasUnreachable) onBack?.();
  return reachable;
}
