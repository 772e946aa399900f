// While a timer has rung and the cook has not dismissed it, the page's title
// says so ("⏰ Step 3 done · Recipe Book"), to be seen from another tab. The
// router sets the title on every page; the title is marked again whenever
// it changes.
import { useEffect } from 'react';
import type { StepTimer } from '@/lib/step-timers/step-timers';

const MARK = '⏰ ';
const SEPARATOR = ' · ';

function doneMark(done: readonly StepTimer[]): string | null {
  if (done.length === 0) return null;
  if (done.length > 1) return `${MARK}${done.length} timers done${SEPARATOR}`;
  return `${MARK}Step ${done[0]?.step} done${SEPARATOR}`;
}

/** The title without a mark of ours. */
function unmarked(title: string): string {
  if (!title.startsWith(MARK)) return title;
  const at = title.indexOf(SEPARATOR);
  return at === -1 ? title : title.slice(at + SEPARATOR.length);
}

export function useDoneTitle(done: readonly StepTimer[]) {
  const mark = doneMark(done);
  useEffect(() => {
    if (mark === null) return undefined;
    const apply = () => {
      const title = `${mark}${unmarked(document.title)}`;
      if (document.title !== title) document.title = title;
    };
    apply();
    const watcher = new MutationObserver(apply);
    watcher.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      watcher.disconnect();
      document.title = unmarked(document.title);
    };
  }, [mark]);
}
