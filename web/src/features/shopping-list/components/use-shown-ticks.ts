// A tick shows the moment it is pressed. The live list brings it a moment
// later (Firestore applies the write to its local cache first, offline too),
// but a checkbox that waited for that would spring back under the thumb in
// between. Pressed ticks are kept here until the list agrees, or until the
// write fails, when the box shows the stored state again.
import { useState } from 'react';
import type { ShoppingListItem } from '../shopping-list-item';

export interface ShownTicks {
  /** The items with the ticks pressed but not yet in the live list. */
  items: ShoppingListItem[] | undefined;
  press: (ids: readonly string[], checked: boolean) => void;
  /** The write failed: show what is stored. */
  forget: (ids: readonly string[]) => void;
}

/** The pressed ticks the live list does not have yet (one it has, or an item gone, needs holding no longer). */
function stillWaiting(pressed: ReadonlyMap<string, boolean>, live: ShoppingListItem[]): ReadonlyMap<string, boolean> {
  const stored = new Map(live.map((item) => [item.id, item.checked]));
  const waiting = [...pressed].filter(([id, checked]) => stored.has(id) && stored.get(id) !== checked);
  return waiting.length === pressed.size ? pressed : new Map(waiting);
}

export function useShownTicks(live: ShoppingListItem[] | undefined): ShownTicks {
  const [pressed, setPressed] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [seen, setSeen] = useState(live);
  // A new answer from the list: drop what it now has, during this render (React's pattern for state that follows a prop).
  if (seen !== live) {
    setSeen(live);
    if (live) setPressed(stillWaiting(pressed, live));
  }

  const change = (ids: readonly string[], update: (next: Map<string, boolean>, id: string) => void) =>
    setPressed((current) => {
      const next = new Map(current);
      for (const id of ids) update(next, id);
      return next;
    });

  return {
    items: live?.map((item) => {
      const checked = pressed.get(item.id);
      return checked === undefined || checked === item.checked ? item : { ...item, checked };
    }),
    press: (ids, checked) => change(ids, (next, id) => next.set(id, checked)),
    forget: (ids) => change(ids, (next, id) => next.delete(id)),
  };
}
