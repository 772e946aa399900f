// Types a phrase letter by letter, holds it, deletes it and types the next,
// at the speeds in config/ui.ts. Screen readers get the sentence once, without
// the animation; under reduced motion the first phrase simply stands.
import { useEffect, useState } from 'react';
import { TYPEWRITER } from '@/config/ui';
import { useReducedMotion } from '../use-reduced-motion';

interface TypewriterState {
  phrase: number;
  letters: number;
  deleting: boolean;
}

/** The next state and how long to wait before showing it. */
function step(state: TypewriterState, phrases: readonly string[]): [TypewriterState, number] {
  const length = phrases[state.phrase]?.length ?? 0;
  if (!state.deleting && state.letters < length) return [{ ...state, letters: state.letters + 1 }, TYPEWRITER.typeMs];
  if (!state.deleting) return [{ ...state, deleting: true }, TYPEWRITER.delayMs];
  if (state.letters > 0) return [{ ...state, letters: state.letters - 1 }, TYPEWRITER.deleteMs];
  return [{ phrase: (state.phrase + 1) % phrases.length, letters: 0, deleting: false }, TYPEWRITER.typeMs];
}

/** "a, b, or c", as Intl.ListFormat would say it, without loading its locale data on Home's start. */
function orList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' or ');
  return `${items.slice(0, -1).join(', ')}, or ${items.at(-1)}`;
}

export function Typewriter({ phrases }: { phrases: readonly string[] }) {
  const reducedMotion = useReducedMotion();
  const [state, setState] = useState<TypewriterState>({ phrase: 0, letters: 0, deleting: false });

  useEffect(() => {
    if (reducedMotion) return undefined;
    const [next, wait] = step(state, phrases);
    const timer = window.setTimeout(() => setState(next), wait);
    return () => window.clearTimeout(timer);
  }, [state, phrases, reducedMotion]);

  const shown = reducedMotion ? phrases[0] : phrases[state.phrase]?.slice(0, state.letters);
  return (
    <>
      <span className="sr-only">{orList(phrases)}</span>
      <span aria-hidden="true" data-testid="typewriter" className="text-orange-800">
        {shown}
        {!reducedMotion && <span className="ml-0.5 inline-block w-0.5 animate-pulse bg-current">&nbsp;</span>}
      </span>
    </>
  );
}
