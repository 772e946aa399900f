// "Keep screen on" while cooking: a Screen Wake Lock held while the switch is
// on. Browsers drop the lock when the tab is hidden, so it is taken again when
// the page comes back. Not rendered where the browser has no Wake Lock API.
import { useEffect, useState } from 'react';
import { notify } from '@/components/ui/toast';
import { useBrowserFact } from '@/lib/use-browser-fact';

const hasWakeLock = () => 'wakeLock' in navigator;

export function KeepScreenOn() {
  // Assumed in the HTML rendered on the server, as current browsers all have
  // it: otherwise the page would move down when the app takes over.
  const supported = useBrowserFact(hasWakeLock, true);
  const [on, setOn] = useState(false);

  useEffect(() => {
    if (!on) return undefined;
    let sentinel: WakeLockSentinel | undefined;
    let stopped = false;
    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock.request('screen').then(
        (lock) => (stopped ? void lock.release() : (sentinel = lock)),
        () => {
          if (stopped) return;
          setOn(false);
          notify.error('This browser would not keep the screen on (battery saver may be on).');
        },
      );
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release();
    };
  }, [on]);

  if (!supported) return null;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={() => setOn((value) => !value)}
      className="inline-flex items-center gap-2 rounded-lg px-2 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-orange-700 print:hidden"
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-6 w-10 shrink-0 rounded-full transition-colors ${on ? 'bg-orange-700' : 'bg-stone-400'}`}
      >
        <span
          className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-4.5' : 'translate-x-0.5'}`}
        />
      </span>
      Keep screen on
    </button>
  );
}
