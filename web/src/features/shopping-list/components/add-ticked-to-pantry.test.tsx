// "Add ticked to pantry" on the shopping list: shown only while something is ticked (and the route
// has handed in the pantry's add), it hands the ticked items to it, busy until it is done. What the
// pantry does with them is web/src/features/pantry/components/add-lines-to-pantry.test.tsx.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { itemsFromRecipe } from '@recipe-book/schema/shopping-list';
import { renderWithRouter } from '@/test/render-with-router';
import type { ShoppingListItem } from '../shopping-list-item';
import { ShoppingListContent, type ShoppingListContentProps } from './shopping-list-content';
import type { ListActions } from './use-list-actions';

const recipe = { id: 'traybake', title: 'Halloumi traybake', servings: 2, ingredients: ['200 g halloumi', '1 lemon'] };
const items: ShoppingListItem[] = itemsFromRecipe(recipe, 2).map((item, index) => ({
  ...item,
  id: `i${index}`,
  createdAt: new Date(0),
}));
const ticked = items.map((item) => ({ ...item, checked: true }));
const actions: ListActions = { tick: vi.fn(), removeLine: vi.fn(), removeMany: vi.fn(), member: undefined };
const pantryButton = () => screen.queryByRole('button', { name: 'Add ticked to pantry' });

const show = (shown: ShoppingListItem[], toPantry?: ShoppingListContentProps['toPantry']) =>
  renderWithRouter(<ShoppingListContent items={shown} actions={actions} addForm={null} toPantry={toPantry} />);

it('is shown only while something is ticked', async () => {
  await show(items, vi.fn());
  expect(pantryButton()).not.toBeInTheDocument();
});

it('is not shown without the pantry’s add', async () => {
  await show(ticked);
  expect(pantryButton()).not.toBeInTheDocument();
});

it('hands the ticked items to the pantry, busy until it is done', async () => {
  let done = () => undefined as void;
  const toPantry = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
  await show([ticked[0]!, items[1]!], toPantry);
  await userEvent.click(pantryButton()!);
  expect(toPantry).toHaveBeenCalledWith([ticked[0]]);
  expect(pantryButton()).toHaveAttribute('aria-busy', 'true');
  done();
  await vi.waitFor(() => expect(pantryButton()).not.toHaveAttribute('aria-busy'));
});
