import { useSyncExternalStore } from 'react';
import { useOnline } from '@/lib/online-status';
import { isServerUnreachable, subscribeToReachability } from '@/lib/server-reachability';

/**
 * A bar at the bottom of every page while the network is up (the site
 * answers) but Firestore's server does not (it is down, or a network in
 * between is); gone by itself once it answers again. Offline, the offline
 * notice says it instead (lib/online-status.ts decides which).
 */
export function ServerUnreachableNotice() {
  const unreachable = useSyncExternalStore(subscribeToReachability, isServerUnreachable, () => false);
  const online = useOnline();
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center p-3">
      {unreachable && online ? (
        <p className="pointer-events-auto max-w-xl rounded-xl bg-amber-900 px-4 py-3 text-sm text-white shadow-lg">
          <strong className="font-semibold">Can&apos;t reach the server.</strong> What you typed stays on this page;
          we&apos;ll reconnect by ourselves as soon as the server answers.
        </p>
      ) : null}
    </div>
  );
}
