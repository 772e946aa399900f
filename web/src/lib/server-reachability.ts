// Whether Firestore's servers answer, as the Firestore SDK sees it: a tiny
// listener on one document reports snapshots "from cache" while the SDK cannot
// reach the backend and from the server again once it can. Started when
// Firestore is first loaded (lib/firebase.ts), so pages without data never pay
// for it; the notice (components/layout/server-unreachable-notice.tsx) reads it.
// A server that does not answer may also be a network that is gone while
// navigator.onLine says otherwise: the site is asked then (lib/online-status.ts),
// and the offline notice shows instead when nothing answers at all.
import type { Firestore } from 'firebase/firestore';
import { checkSiteReachable } from './online-status';

// Any recipe id works: reading a recipe, even a missing one, is allowed to everyone.
const PROBE_RECIPE_ID = 'reachability-probe';
// A cached snapshot shortly followed by the server's is normal at start-up: only a longer one counts.
const UNREACHABLE_AFTER_MS = 2000;

let unreachable = false;
let watching = false;
const listeners = new Set<() => void>();

function setUnreachable(value: boolean): void {
  if (value === unreachable) return;
  unreachable = value;
  for (const listener of listeners) listener();
}

export const isServerUnreachable = () => unreachable;

export function subscribeToReachability(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Starts watching (once); the SDK reconnects by itself, with backoff, and the notice then goes. */
export function watchServerReachability(db: Firestore): void {
  if (watching) return;
  watching = true;
  void import('firebase/firestore').then(({ disableNetwork, doc, enableNetwork, onSnapshot }) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let fromCache = false;
    // Back from a network the browser never said was gone: no `online` event
    // tells the SDK, which would wait out its backoff, so it reconnects now.
    const reconnect = () => void disableNetwork(db).then(() => enableNetwork(db));
    const whenStillFromCache = async () => {
      // Decided before either notice changes, so that an offline device never flashes "can't reach the server".
      if (navigator.onLine) await checkSiteReachable(reconnect);
      // The server may have answered while the site was asked.
      if (fromCache) setUnreachable(true);
    };
    onSnapshot(
      doc(db, 'recipes', PROBE_RECIPE_ID),
      { includeMetadataChanges: true },
      ({ metadata }) => {
        clearTimeout(timer);
        ({ fromCache } = metadata);
        if (fromCache) timer = setTimeout(() => void whenStillFromCache(), UNREACHABLE_AFTER_MS);
        else setUnreachable(false);
      },
      // A refused probe says nothing about reachability.
      () => clearTimeout(timer),
    );
  });
}
