// "Add ticked to pantry" once pressed: the food each ticked line names goes to the pantry's add, and
// the toast says how many were new (with the way to the pantry), that all were there already, that no
// line names a food, or why nothing was added. The pantry's write is a stand-in.
import { screen } from '@testing-library/react';
import { toast as toastStore } from 'react-hot-toast/headless';
import { afterEach, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { renderWithRouter } from '@/test/render-with-router';
import { PantryFullError } from '../pantry-additions';
import { addLinesToPantry } from './add-lines-to-pantry';

const place = { path: 'users/cook' };

async function press(lines: string[], add: Parameters<typeof addLinesToPantry>[2]) {
  await renderWithRouter(<Toaster />, { path: '/shoppingList' });
  await addLinesToPantry(place, lines, add);
}

afterEach(() => {
  toastStore.remove();
});

it('adds the foods the lines name, each once, and says how many were new', async () => {
  const add = vi.fn(async (_place: unknown, foods: readonly string[]) => ({
    added: foods.filter((food) => food !== 'salt'),
    outcome: 'sent' as const,
  }));
  await press(['200 g halloumi', '1 courgette', '2 lemons, juiced', '1 lemon', 'salt, to taste', '2 tbsp'], add);
  expect(add).toHaveBeenCalledWith(place, ['halloumi', 'courgette', 'lemon', 'salt']);
  expect(await screen.findByText(/Added 3 foods to your pantry\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View pantry' })).toHaveAttribute('href', '/pantry');
});

it('says when every food is in the pantry already', async () => {
  await press(
    ['1 lemon'],
    vi.fn(async () => ({ added: [], outcome: 'sent' as const })),
  );
  expect(await screen.findByText('Those are in your pantry already.')).toBeInTheDocument();
});

it('says when no ticked line names a food, and asks nothing', async () => {
  const add = vi.fn();
  await press(['2 tbsp'], add);
  expect(await screen.findByText('None of the ticked items names a food.')).toBeInTheDocument();
  expect(add).not.toHaveBeenCalled();
});

it('says why nothing was added when the pantry is full', async () => {
  await press(
    ['1 lemon'],
    vi.fn(() => Promise.reject(new PantryFullError())),
  );
  expect(
    await screen.findByText(
      'Nothing was added to your pantry. Your pantry holds at most 200 foods: remove some first.',
    ),
  ).toBeInTheDocument();
});
