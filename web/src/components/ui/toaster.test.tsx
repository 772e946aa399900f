// The toaster: where a toast shows and in which colour, how long it stays (5 s), what pauses it
// (the pointer over it, the window in the background) and how it is dismissed (its × button, a
// sideways drag). The page's time is Vitest's fake clock.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast as toastStore } from 'react-hot-toast/headless';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { TOAST_OPTIONS } from '@/config/ui';
import { notify } from './toast';
import { Toaster } from './toaster';

/** Longer than a toast's whole life: only a pause keeps it on screen through this. */
const PAST_ITS_LIFE_MS = TOAST_OPTIONS.durationMs + 1_000;
const MESSAGE = 'No account uses this e-mail address.';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  // The store outlives the toaster: start each test with none.
  toastStore.remove();
  vi.useRealTimers();
});

/** Moves the fake clock on, letting React render what the timers changed. */
async function passTime(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The toasts a person can see (a dismissed one fades out before it is removed). */
const shownToasts = () =>
  screen.queryAllByRole('status').filter((element) => getComputedStyle(element).opacity !== '0');

/** The toast store arrives by a dynamic import: let it resolve, then find the toast. */
async function showError(message = MESSAGE) {
  render(<Toaster />);
  notify.error(message);
  await passTime(0);
  return screen.getByRole('status');
}

it('shows an error in red in the top-right region, and it goes after 5 seconds', async () => {
  const toast = await showError();
  expect(toast).toHaveTextContent(MESSAGE);
  expect(toast).toHaveClass('bg-red-700');
  expect(screen.getByRole('region', { name: 'Notifications' })).toHaveClass('fixed', 'top-4', 'right-4');

  await passTime(TOAST_OPTIONS.durationMs - 500);
  expect(shownToasts()).toHaveLength(1);
  await passTime(PAST_ITS_LIFE_MS);
  expect(shownToasts()).toEqual([]);
});

it('shows a success in green', async () => {
  render(<Toaster />);
  notify.success('Recipe added');
  await passTime(0);
  expect(screen.getByRole('status')).toHaveClass('bg-green-700');
});

it('waits while the pointer is over it, then goes', async () => {
  const toast = await showError();
  fireEvent.mouseEnter(toast);
  await passTime(PAST_ITS_LIFE_MS);
  expect(screen.getByRole('status')).toHaveTextContent(MESSAGE);
  fireEvent.mouseLeave(toast);
  await passTime(PAST_ITS_LIFE_MS);
  expect(shownToasts()).toEqual([]);
});

it('waits while the window is in the background, then goes', async () => {
  await showError();
  fireEvent.blur(window);
  await passTime(PAST_ITS_LIFE_MS);
  expect(screen.getByRole('status')).toHaveTextContent(MESSAGE);
  fireEvent.focus(window);
  await passTime(PAST_ITS_LIFE_MS);
  expect(shownToasts()).toEqual([]);
});

it('is dismissed with its × button', async () => {
  await showError();
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
  await passTime(1_000);
  expect(shownToasts()).toEqual([]);
});

it('is dismissed by dragging it sideways, and springs back from a short drag', async () => {
  const toast = await showError();
  fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
  fireEvent.pointerMove(toast, { clientX: 140, pointerId: 1 });
  fireEvent.pointerUp(toast, { pointerId: 1 });
  await passTime(1_000);
  expect(screen.getByRole('status')).toHaveStyle({ transform: 'translate(0px, 0px)' });

  fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
  fireEvent.pointerMove(toast, { clientX: 300, pointerId: 1 });
  fireEvent.pointerUp(toast, { pointerId: 1 });
  await passTime(1_000);
  expect(shownToasts()).toEqual([]);
});
