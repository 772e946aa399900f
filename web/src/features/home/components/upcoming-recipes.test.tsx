// The Upcoming Recipes cards: both in order with their texts, every other one with its picture on the
// other side, hidden until first scrolled into view (then risen into place for good), and in place at
// once under reduced motion. The browser's IntersectionObserver is a stand-in the test reports through.
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { preferReducedMotion } from '@/test/motion-preference';
import { UpcomingRecipes } from './upcoming-recipes';

/** Stands in for IntersectionObserver: `scroll(card, inView)` reports the card coming into or out of view. */
function watchIntersections() {
  const observers: { callback: IntersectionObserverCallback; targets: Set<Element> }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: new Set() };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.add(target);
      }
      disconnect() {
        this.entry.targets.clear();
      }
    },
  );
  return {
    scroll(target: Element, inView: boolean) {
      act(() => {
        for (const { callback, targets } of observers)
          if (targets.has(target))
            callback([{ target, isIntersecting: inView } as IntersectionObserverEntry], {} as IntersectionObserver);
      });
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const cards = () => within(screen.getByRole('region', { name: 'Upcoming Recipes' })).getAllByRole('article');

it('shows the two upcoming recipes in order, marked Coming soon, the second with its picture on the other side', () => {
  preferReducedMotion(true);
  render(<UpcomingRecipes />);
  const [first, second] = cards();
  expect(cards()).toHaveLength(2);
  expect(within(first as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent(
    'Grilled Lemon Herb Chicken',
  );
  expect(within(second as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent('Creamy Mushroom Pasta');
  expect(within(first as HTMLElement).getByText('Coming soon')).toBeInTheDocument();
  expect(within(second as HTMLElement).getByText(/^Golden mushrooms, a splash of white wine/)).toBeInTheDocument();
  // 400 px high beside each other on wide screens, alternating sides.
  expect(first).toHaveClass('md:flex-row', 'md:h-[400px]');
  expect(first).not.toHaveClass('md:flex-row-reverse');
  expect(second).toHaveClass('md:flex-row-reverse');
});

it('under reduced motion the cards are in place at once', () => {
  preferReducedMotion(true);
  watchIntersections();
  render(<UpcomingRecipes />);
  expect(cards().map((card) => card.dataset.shown)).toEqual(['true', 'true']);
  expect(cards()[0]).toHaveClass('opacity-100');
});

it('with motion, each card waits out of sight and rises into place the first time it is seen, for good', () => {
  preferReducedMotion(false);
  const intersections = watchIntersections();
  render(<UpcomingRecipes />);
  const [first, second] = cards() as [HTMLElement, HTMLElement];
  expect([first.dataset.shown, second.dataset.shown]).toEqual(['false', 'false']);
  expect(second).toHaveClass('opacity-0', 'translate-y-8');

  intersections.scroll(second, true);
  expect([first.dataset.shown, second.dataset.shown]).toEqual(['false', 'true']);
  expect(second).toHaveClass('opacity-100', 'translate-y-0');
  expect(second.style.transitionDuration).toBe('1000ms');
  // Seen once is enough: scrolled out of view again, it stays in place.
  intersections.scroll(second, false);
  expect(second.dataset.shown).toBe('true');
});
