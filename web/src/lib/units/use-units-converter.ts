// The conversion code (schema/src/units.ts and oven-temperatures.ts, with the
// `convert` and `parse-ingredient` libraries, 21 kB gzip) downloaded only when a
// page shows another system than "as written" and has lines the server did not
// convert (lines-in-units.ts), and not before the page has loaded and the
// browser is idle: it never counts against a page's first load, nor competes
// with its first paint. Until it is there the page shows the lines as written
// (and scaled).
import type { UnitsChoice, UnitSystem } from '@recipe-book/schema/unit-systems';
import { useEffect, useMemo, useState } from 'react';
import { notify } from '@/components/ui/toast';
import { describeError } from '../describe-error';
import { useIdleAfterLoad } from '../use-idle-after-load';

interface UnitsConverter {
  /** An ingredient line in `system`, scaled by `factor` first. */
  line: (line: string, system: UnitSystem, factor?: number) => string;
  /** A step with its temperatures in `system`. */
  step: (step: string, system: UnitSystem) => string;
}

let loaded: UnitsConverter | undefined;
let loading: Promise<UnitsConverter> | undefined;

function loadConverter(): Promise<UnitsConverter> {
  loading ??= Promise.all([import('@recipe-book/schema/units'), import('@recipe-book/schema/oven-temperatures')]).then(
    ([units, temperatures]) => {
      loaded = { line: units.convertIngredientLine, step: temperatures.convertStepTemperatures };
      return loaded;
    },
    (error: unknown) => {
      loading = undefined; // the next choice tries again
      throw error;
    },
  );
  return loading;
}

/** Fetches the code ahead of need (the pointer nearing the servings); a failure is met again, and shown, when needed. */
export const preloadConverter = (): void => void loadConverter().catch(() => undefined);

/** Lines and steps in one system, scaled by `factor` first. */
export interface BoundConverter {
  system: UnitSystem;
  line: (line: string, factor: number) => string;
  step: (step: string) => string;
}

/**
 * The conversion into the chosen system, or null to show the lines as written
 * (the choice, or until the code is here); `needed` false when the page has
 * what it shows converted already (lines-in-units.ts).
 */
export function useUnitsConverter(choice: UnitsChoice, needed = true): BoundConverter | null {
  // Code fetched ahead of need (preloadConverter) serves at once.
  const [converter, setConverter] = useState(() => loaded);
  const wanted = choice !== 'asWritten' && needed;
  const idle = useIdleAfterLoad();
  const available = converter ?? loaded;
  useEffect(() => {
    if (!wanted || available || !idle) return undefined;
    let current = true;
    loadConverter().then(
      (loadedConverter) => current && setConverter(loadedConverter),
      (error: unknown) =>
        current &&
        notify.error(`We couldn't load the unit conversion, so amounts show as written. ${describeError(error)}`),
    );
    return () => {
      current = false;
    };
  }, [wanted, available, idle]);
  return useMemo(() => {
    if (choice === 'asWritten' || !needed || !available) return null;
    return {
      system: choice,
      line: (line, factor) => available.line(line, choice, factor),
      step: (step) => available.step(step, choice),
    };
  }, [choice, needed, available]);
}
