// True from the first time the element scrolls into view, for entrance
// animations that play once. Where there is nothing to wait for (`skip`, or no
// IntersectionObserver) it is true at once.
import { useEffect, useState, type RefObject } from 'react';

export function useSeenOnce(ref: RefObject<Element | null>, skip: boolean): boolean {
  const [seen, setSeen] = useState(false);
  const shown = skip || seen || typeof IntersectionObserver === 'undefined';
  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { threshold: 0.2 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, shown]);
  return shown;
}
