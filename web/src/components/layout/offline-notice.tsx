import { useOnline } from '@/lib/online-status';

/** A bar at the bottom of every page while the device is offline (lib/online-status.ts); screen readers hear it once. */
export function OfflineNotice() {
  const online = useOnline();
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center p-3">
      {online ? null : (
        <p className="pointer-events-auto max-w-xl rounded-xl bg-stone-900 px-4 py-3 text-sm text-white shadow-lg">
          <strong className="font-semibold">You are offline.</strong> Pages you have opened still work; changes are
          saved on this device and sent when you&apos;re back online.
        </p>
      )}
    </div>
  );
}
