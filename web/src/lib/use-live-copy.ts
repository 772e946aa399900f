// The live copy of a loader's data, on a page kept current (lib/page-freshness.ts):
// the server's HTML and the first render show the loader's copy, so hydration
// matches; then each reading its follower (lib/lazy-follower.tsx) or a
// revalidation reports takes over. New loader data (another page, or the
// router reading the page again) starts over from that data.
import { useCallback, useState } from 'react';

/**
 * `[shown, show]`: `initial` until `show` is given a reading, then the last
 * reading given, for as long as `of` (what the copy is of: by default `initial`
 * itself) stays the same value. `show` is stable while `of` is.
 */
export function useLiveCopy<Reading>(initial: Reading, of: unknown = initial): [Reading, (reading: Reading) => void] {
  const [live, setLive] = useState<{ of: unknown; reading: Reading }>();
  const show = useCallback(
    (reading: Reading) =>
      setLive((last) => (last !== undefined && last.of === of && last.reading === reading ? last : { of, reading })),
    [of],
  );
  return [live !== undefined && live.of === of ? live.reading : initial, show];
}
