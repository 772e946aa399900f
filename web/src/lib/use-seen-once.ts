// True from the first time the element comes into view: for entrance
// animations that play once, and for sections below the fold whose data and
// code load only when the visitor scrolls to them.
// Where there is nothing to wait for (`skip`, or no IntersectionObserver) it
// is true at once. Until hydration it is true too, so that the server's HTML
// (and a browser without JavaScript) shows everything, and hydration finds the same.
import { useHydrated } from '@tanstack/react-router';
import { useEffect, useState, type RefObject } from 'react';

interface SeenOptions {
  skip?: boolean;
  /** How much of the element must show, 0 to 1. */
  threshold?: number;
}

export function useSeenOnce(
  ref: RefObject<Element | null>,
  { skip = false, threshold = 0 }: SeenOptions = {},
): boolean {
  const [seen, setSeen] = useState(false);
  const hydrated = useHydrated();
  const shown = skip || seen || !hydrated || typeof IntersectionObserver === 'undefined';
  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, shown, threshold]);
  return shown;
}
