// Which ingredients and steps the cook has ticked off, remembered per recipe
// on this device (localStorage), so a reload in the middle of cooking keeps
// them. Items are remembered by their text, so an edit elsewhere in the
// recipe does not shift the ticks.
import { useCallback, useState } from 'react';

const keyOf = (recipeId: string, list: string) => `recipe-book:ticks:${recipeId}:${list}`;

function readTicks(key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    // Storage blocked or a bad value: start with nothing ticked.
    return [];
  }
}

export function useTicks(recipeId: string, list: 'ingredients' | 'instructions') {
  const key = keyOf(recipeId, list);
  const [state, setState] = useState(() => ({ key, ticked: readTicks(key) }));
  const ticked = state.key === key ? state.ticked : readTicks(key);

  const toggle = useCallback(
    (item: string) => {
      const next = ticked.includes(item) ? ticked.filter((t) => t !== item) : [...ticked, item];
      setState({ key, ticked: next });
      try {
        if (next.length === 0) localStorage.removeItem(key);
        else localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Private mode or full storage: the ticks still work until the page closes.
      }
    },
    [key, ticked],
  );

  return { isTicked: (item: string) => ticked.includes(item), toggle };
}
