// A visitor's page reads its data again when its tab is shown again and every
// minute while it stays visible, never while it is hidden.
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { REVALIDATE_INTERVAL_MS } from '@/config/ui';
import { useRevalidateWhileVisible } from './page-freshness';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

function Page({ enabled, revalidate }: { enabled: boolean; revalidate: () => void }) {
  useRevalidateWhileVisible(enabled, revalidate);
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
  setVisibility('visible');
});
afterEach(() => vi.useRealTimers());

it('reads again every interval while visible, and at once when the tab is shown again', () => {
  const revalidate = vi.fn();
  render(<Page enabled revalidate={revalidate} />);
  act(() => vi.advanceTimersByTime(REVALIDATE_INTERVAL_MS - 1));
  expect(revalidate).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(1));
  expect(revalidate).toHaveBeenCalledTimes(1);

  act(() => setVisibility('hidden'));
  act(() => vi.advanceTimersByTime(5 * REVALIDATE_INTERVAL_MS));
  expect(revalidate).toHaveBeenCalledTimes(1);

  act(() => setVisibility('visible'));
  expect(revalidate).toHaveBeenCalledTimes(2);
  // The minute starts again from the return.
  act(() => vi.advanceTimersByTime(REVALIDATE_INTERVAL_MS - 1));
  expect(revalidate).toHaveBeenCalledTimes(2);
  act(() => vi.advanceTimersByTime(1));
  expect(revalidate).toHaveBeenCalledTimes(3);
});

it('reads nothing while not enabled (a signed-in cook follows live instead)', () => {
  const revalidate = vi.fn();
  const { unmount } = render(<Page enabled={false} revalidate={revalidate} />);
  act(() => setVisibility('hidden'));
  act(() => setVisibility('visible'));
  act(() => vi.advanceTimersByTime(3 * REVALIDATE_INTERVAL_MS));
  expect(revalidate).not.toHaveBeenCalled();
  unmount();
});
