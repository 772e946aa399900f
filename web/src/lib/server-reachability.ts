// Whether Firestore's servers answer, as the Firestore SDK sees it: a tiny
// listener on one document reports snapshots "from cache" while the SDK cannot
// reach the backend and from the server again once it can. Started when
// Firestore is first loaded (lib/firebase.ts), so pages without data never pay
// for it; the notice (components/layout/server-unreachable-notice.tsx) reads it.
import type { Firestore } from 'firebase/firestore';

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
  void import('firebase/firestore').then(({ doc, onSnapshot }) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    onSnapshot(
      doc(db, 'recipes', PROBE_RECIPE_ID),
      { includeMetadataChanges: true },
      ({ metadata }) => {
        clearTimeout(timer);
        if (metadata.fromCache) timer = setTimeout(() => setUnreachable(true), UNREACHABLE_AFTER_MS);
        else setUnreachable(false);
      },
      // A refused probe says nothing about reachability.
      () => clearTimeout(timer),
    );
  });
}
