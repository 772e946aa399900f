// The Shopping list page once its items are known: the empty state and the way to fill it, the count,
// grouped by recipe or combined, ticked lines, what Clear ticked / Remove all / × hand to the page's
// actions, and Share copying the list as text where there is no share sheet.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast as toastStore } from 'react-hot-toast/headless';
import { afterEach, expect, it, vi } from 'vitest';
import { itemsFromRecipe } from '@recipe-book/schema/shopping-list';
import { Toaster } from '@/components/ui/toaster';
import { renderWithRouter } from '@/test/render-with-router';
import { itemByHand, type ShoppingListItem } from '../shopping-list-item';
import { ShoppingListContent } from './shopping-list-content';
import type { ListActions } from './use-list-actions';

const curry = {
  id: 'curry',
  title: 'Butter curry',
  servings: 4,
  ingredients: ['200 g butter', '2 onions', 'salt, to taste'],
};
const cake = { id: 'cake', title: 'Onion cake', servings: 2, ingredients: ['150 g butter, softened', '1 onion'] };

let next = 0;
/** Items as the page reads them back: with an id and a time, in the order added. */
const stored = (items: ReturnType<typeof itemsFromRecipe>, checked = false): ShoppingListItem[] =>
  items.map((item) => ({ ...item, checked, id: `i${next++}`, createdAt: new Date(0) }));

function lemons(): ShoppingListItem[] {
  const made = itemByHand('2 lemons');
  if (!('item' in made)) throw new Error(made.error);
  return stored([made.item]);
}

const curryItems = stored(itemsFromRecipe(curry, 4));
const cakeItems = stored(itemsFromRecipe(cake, 2));
/** Curry's onions ticked, the cake's butter ticked. */
const list = [
  ...curryItems.map((item) => (item.text === '2 onions' ? { ...item, checked: true } : item)),
  ...cakeItems.map((item) => (item.text.includes('butter') ? { ...item, checked: true } : item)),
  ...lemons(),
];

function fakeActions(): ListActions {
  return { tick: vi.fn(), removeLine: vi.fn(), removeMany: vi.fn(() => Promise.resolve()), member: undefined };
}

async function showList(items: ShoppingListItem[], actions = fakeActions()) {
  await renderWithRouter(<ShoppingListContent items={items} actions={actions} addForm={<p>The add form</p>} />);
  return actions;
}

const linesOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

afterEach(() => {
  toastStore.remove();
  vi.restoreAllMocks();
});

it('says how to fill an empty list, under the add form, with the way to All Recipes', async () => {
  await showList([]);
  expect(screen.getByText('Your shopping list is empty.')).toBeInTheDocument();
  expect(screen.getByText(/Open a recipe and press “Add to shopping list”/)).toBeInTheDocument();
  expect(screen.getByText('The add form')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse All Recipes' })).toHaveAttribute('href', '/allRecipes');
  // Nothing to clear, share or count yet.
  expect(screen.queryByRole('button', { name: 'Clear ticked' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
});

it('groups by recipe, each titled with a link to it, items added by hand last, and counts items and ticks', async () => {
  await showList(list);
  expect(screen.getByText('6 of 500 items · 2 ticked')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'By recipe' })).toBeChecked();

  const currySection = screen.getByRole('region', { name: 'Butter curry' });
  expect(linesOf(currySection)).toEqual(['200 g butter', '2 onions', 'salt, to taste']);
  expect(within(currySection).getByRole('link', { name: 'Butter curry' })).toHaveAttribute('href', '/recipes/curry');
  expect(within(currySection).getByRole('checkbox', { name: '2 onions' })).toBeChecked();
  expect(within(currySection).getByRole('checkbox', { name: '200 g butter' })).not.toBeChecked();
  expect(linesOf(screen.getByRole('region', { name: 'Onion cake' }))).toEqual(['150 g butter, softened', '1 onion']);
  expect(linesOf(screen.getByRole('region', { name: 'Added by hand' }))).toEqual(['2 lemons']);
  // In the order first added; the first heading is the printout's own (hidden on screen by print:block).
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'Shopping list',
    'Butter curry',
    'Onion cake',
    'Added by hand',
  ]);
});

it('combined, adds up the same ingredient, names its recipes, and ticks a line only when all of it is', async () => {
  await showList(list);
  await userEvent.click(screen.getByRole('radio', { name: 'Combined' }));
  // The combined view's code comes after the list is on screen (use-combined-lines.ts).
  const all = await screen.findByRole('region', { name: 'All items' });
  expect(linesOf(all)).toEqual([
    '350 g butterFrom Butter curry, Onion cake',
    '3 onionsFrom Butter curry, Onion cake',
    'salt, to taste',
    '2 lemons',
  ]);
  // Only the cake's butter is ticked, so the line of both is not; the onions likewise.
  expect(within(all).getByRole('checkbox', { name: /^350 g butter/ })).not.toBeChecked();
  expect(screen.queryByRole('region', { name: 'Butter curry' })).not.toBeInTheDocument();
});

it('ticks every item behind a combined line at once', async () => {
  const actions = await showList(list);
  await userEvent.click(screen.getByRole('radio', { name: 'Combined' }));
  await screen.findByRole('region', { name: 'All items' });
  await userEvent.click(screen.getByRole('checkbox', { name: /^350 g butter/ }));
  expect(actions.tick).toHaveBeenCalledTimes(1);
  const [line, checked] = vi.mocked(actions.tick).mock.calls[0] ?? [];
  expect(checked).toBe(true);
  expect(line?.items.map((item) => item.text)).toEqual(['200 g butter', '150 g butter, softened']);
});

it("hands the ticked items to Clear ticked, a recipe's items to Remove all, and one line to its ×", async () => {
  const actions = await showList(list);
  await userEvent.click(screen.getByRole('button', { name: 'Clear ticked' }));
  expect(actions.removeMany).toHaveBeenLastCalledWith(
    list.filter((item) => item.checked),
    'The ticked items',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Remove all items of Butter curry' }));
  expect(actions.removeMany).toHaveBeenLastCalledWith(list.slice(0, 3), 'Every item of “Butter curry”');
  await userEvent.click(screen.getByRole('button', { name: 'Remove salt, to taste' }));
  expect(vi.mocked(actions.removeLine).mock.calls[0]?.[0].text).toBe('salt, to taste');
});

it('cannot clear ticked items when none is ticked', async () => {
  await showList(curryItems);
  expect(screen.getByText('3 of 500 items · 0 ticked')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Clear ticked' })).toBeDisabled();
});

it('shares the list as text with a box per line; with no share sheet it is copied, and says so', async () => {
  // happy-dom, like desktop Chromium, has no navigator.share.
  expect('share' in navigator).toBe(false);
  const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
  await renderWithRouter(
    <>
      <ShoppingListContent items={list} actions={fakeActions()} addForm={null} />
      <Toaster />
    </>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  expect(writeText).toHaveBeenCalledWith(
    [
      'Shopping list',
      'Butter curry\n☐ 200 g butter\n☑ 2 onions\n☐ salt, to taste',
      'Onion cake\n☑ 150 g butter, softened\n☐ 1 onion',
      'Added by hand\n☐ 2 lemons',
    ].join('\n\n'),
  );
  expect(await screen.findByText('Shopping list copied to the clipboard.')).toBeInTheDocument();
});

it('says when the list could not be copied, and what to do instead', async () => {
  // happy-dom, like desktop Chromium, has no navigator.share.
  expect('share' in navigator).toBe(false);
  vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
  await renderWithRouter(
    <>
      <ShoppingListContent items={list} actions={fakeActions()} addForm={null} />
      <Toaster />
    </>,
  );
  await act(async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  });
  expect(await screen.findByText('Could not copy the list. Try Print instead.')).toBeInTheDocument();
});
