// The typewriter on Vitest's fake clock: it types a phrase letter by letter, holds it, deletes it and
// types the next; screen readers get the whole sentence once; under reduced motion the first phrase stands.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { TYPEWRITER } from '@/config/ui';
import { preferReducedMotion } from '@/test/motion-preference';
import { TYPEWRITER_PHRASES } from '../content';
import { Typewriter } from './typewriter';

const [FIRST = '', SECOND = ''] = TYPEWRITER_PHRASES;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Moves the fake clock on in 10 ms steps, letting React render each letter (and so set the next timer). */
async function passTime(ms: number) {
  for (let passed = 0; passed < ms; passed += 10) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(10, ms - passed));
    });
  }
}

const typed = () => screen.getByTestId('typewriter').textContent?.replace(/\u00a0$/, '');

it('types the first phrase letter by letter, holds it, deletes it and types the next', async () => {
  preferReducedMotion(false);
  render(<Typewriter phrases={TYPEWRITER_PHRASES} />);
  expect(typed()).toBe('');
  await passTime(TYPEWRITER.typeMs);
  expect(typed()).toBe('a');
  await passTime(TYPEWRITER.typeMs * 5);
  expect(typed()).toBe(FIRST.slice(0, 6));
  await passTime(TYPEWRITER.typeMs * (FIRST.length - 6));
  expect(typed()).toBe(FIRST);

  // Held for a moment, then deleted letter by letter.
  await passTime(TYPEWRITER.delayMs - 10);
  expect(typed()).toBe(FIRST);
  await passTime(10 + TYPEWRITER.deleteMs);
  expect(typed()).toBe(FIRST.slice(0, -1));
  await passTime(TYPEWRITER.deleteMs * (FIRST.length - 1));
  expect(typed()).toBe('');

  await passTime(TYPEWRITER.typeMs * (1 + SECOND.length));
  expect(typed()).toBe(SECOND);
});

it('comes back to the first phrase after the last', async () => {
  preferReducedMotion(false);
  render(<Typewriter phrases={['ab', 'c']} />);
  // A phrase's turn: its letters typed, held, deleted, and a pause before the next.
  const turn = (length: number) =>
    TYPEWRITER.typeMs * length + TYPEWRITER.delayMs + TYPEWRITER.deleteMs * length + TYPEWRITER.typeMs;
  await passTime(turn(2) + TYPEWRITER.typeMs);
  expect(typed()).toBe('c');
  await passTime(turn(1));
  expect(typed()).toBe('a');
});

it('gives screen readers the whole sentence once, not the letters', async () => {
  preferReducedMotion(false);
  render(<Typewriter phrases={TYPEWRITER_PHRASES} />);
  await passTime(TYPEWRITER.typeMs * 3);
  expect(
    screen.getByText('a cosy family dinner, a quick weeknight meal, something new from abroad, or a sweet treat'),
  ).toHaveClass('sr-only');
  expect(screen.getByTestId('typewriter')).toHaveAttribute('aria-hidden', 'true');
});

it('under reduced motion shows the first phrase, with no cursor, and it stays', async () => {
  preferReducedMotion(true);
  render(<Typewriter phrases={TYPEWRITER_PHRASES} />);
  expect(screen.getByTestId('typewriter')).toHaveTextContent(new RegExp(`^${FIRST}$`));
  await passTime(10_000);
  expect(screen.getByTestId('typewriter').textContent).toBe(FIRST);
});

it('follows a change of the motion setting at once', async () => {
  const motion = preferReducedMotion(false);
  render(<Typewriter phrases={TYPEWRITER_PHRASES} />);
  await passTime(TYPEWRITER.typeMs * 3);
  expect(typed()).toBe(FIRST.slice(0, 3));
  motion.change(true);
  expect(screen.getByTestId('typewriter').textContent).toBe(FIRST);
});
