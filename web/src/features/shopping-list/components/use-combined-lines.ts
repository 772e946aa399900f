// The combined view's code (combined-lines.ts, with the ingredient parser),
// downloaded as soon as the list is on screen rather than with the page:
// the page's first load stays within its budget, and by the time the cook
// picks "Combined" or other units it is there. Until then the list shows by
// recipe and as written. A failed download says so once; a later mount tries again.
import { useEffect, useState } from 'react';
import { notify } from '@/components/ui/toast';
import { describeError } from '@/lib/describe-error';
import type * as combinedLines from '../combined-lines';

type CombinedLines = typeof combinedLines;

let loaded: CombinedLines | undefined;

export function useCombinedLines(): CombinedLines | undefined {
  const [lines, setLines] = useState(() => loaded);
  useEffect(() => {
    if (lines) return undefined;
    let current = true;
    import('../combined-lines').then(
      (module) => {
        loaded = module;
        if (current) setLines(module);
      },
      (error: unknown) => current && notify.error(`We couldn't load the combined view. ${describeError(error)}`),
    );
    return () => {
      current = false;
    };
  }, [lines]);
  return lines;
}
