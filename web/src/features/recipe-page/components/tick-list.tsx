// Ingredients or numbered steps that can be ticked off while cooking. The
// ticks are remembered per recipe on this device (localStorage), so a reload
// in the middle of cooking keeps them. Items are remembered by their text, so
// an edit elsewhere in the recipe does not shift the ticks. The HTML rendered on the server has
// nothing ticked; the browser shows the ticks after hydration.
import { type ReactNode, useCallback, useId, useSyncExternalStore } from 'react';
import { createTicksStore, type TickList as TickListName, ticksKey } from '../ticks';

const NONE: readonly string[] = [];
const store = createTicksStore(() => localStorage);

function useTicks(recipeId: string, list: TickListName) {
  const key = ticksKey(recipeId, list);
  const ticked = useSyncExternalStore(
    store.subscribe,
    () => store.read(key),
    () => NONE,
  );
  const toggle = useCallback((item: string) => store.toggle(key, item), [key]);

  return { isTicked: (item: string) => ticked.includes(item), toggle };
}

interface TickListProps {
  recipeId: string;
  list: 'ingredients' | 'instructions';
  /** The items as written: what a tick is remembered by. */
  items: readonly string[];
  /** What is shown for each item, when not the item itself (scaled to other servings, or in other units). */
  shown?: readonly string[];
  /** Shown instead of the list when there are no items. */
  empty: string;
  /** How an item's text is shown, when not as plain text (a step's durations as timer buttons); `index` counts from 0. */
  render?: (text: string, index: number) => ReactNode;
}

export function TickList({ recipeId, list, items, shown = items, empty, render }: TickListProps) {
  const id = useId();
  const { isTicked, toggle } = useTicks(recipeId, list);
  if (items.length === 0) return <p className="text-stone-700">{empty}</p>;

  const numbered = list === 'instructions';
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className="flex flex-col gap-2" data-testid={`${list}-list`}>
      {items.map((item, index) => {
        const done = isTicked(item);
        return (
          <li key={`${index}-${item}`} className="flex gap-3">
            <input
              id={`${id}-${index}`}
              type="checkbox"
              checked={done}
              onChange={() => toggle(item)}
              className="mt-1 size-5 shrink-0 accent-orange-700 print:hidden"
            />
            <label htmlFor={`${id}-${index}`} className={done ? 'text-stone-600 line-through' : 'text-stone-900'}>
              {numbered && <span className="font-semibold">{`${index + 1}. `}</span>}
              {render ? render(shown[index] ?? item, index) : (shown[index] ?? item)}
            </label>
          </li>
        );
      })}
    </List>
  );
}
