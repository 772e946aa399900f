// Which ingredients and steps the cook has ticked off, remembered per recipe
// on this device (localStorage), so a reload in the middle of cooking keeps
// them. Items are remembered by their text, so an edit elsewhere in the
// recipe does not shift the ticks. The HTML rendered on the server has
// nothing ticked; the browser shows the ticks after hydration.
import { useCallback, useSyncExternalStore } from 'react';
import { createTicksStore, type TickList, ticksKey } from '../ticks';

const NONE: readonly string[] = [];
const store = createTicksStore(() => localStorage);

export function useTicks(recipeId: string, list: TickList) {
  const key = ticksKey(recipeId, list);
  const ticked = useSyncExternalStore(
    store.subscribe,
    () => store.read(key),
    () => NONE,
  );
  const toggle = useCallback((item: string) => store.toggle(key, item), [key]);

  return { isTicked: (item: string) => ticked.includes(item), toggle };
}
