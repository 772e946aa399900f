// When "What can I cook?" asks the API: not for a pantry of staples, not before the server has this
// device's change (it reads the pantry it has), and again once the foods that decide it change.
import { renderHook, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { PantryRecipe } from '../api/pantry-recipes';
import { useCookable } from './use-cookable';

const answering = () => vi.fn(() => Promise.resolve<PantryRecipe[]>([]));

it('asks nothing for a pantry of staples alone', () => {
  const listRecipes = answering();
  const { result } = renderHook(() => useCookable(['salt', 'oil'], true, listRecipes));
  expect(result.current).toEqual({ status: 'empty' });
  expect(listRecipes).not.toHaveBeenCalled();
});

it('waits for the server to have the change, then asks, keeping the last answer meanwhile', async () => {
  const listRecipes = answering();
  const { result, rerender } = renderHook(({ foods, saved }) => useCookable(foods, saved, listRecipes), {
    initialProps: { foods: ['tomato'], saved: true },
  });
  await waitFor(() => expect(result.current).toEqual({ status: 'success', recipes: [], updating: false }));

  rerender({ foods: ['tomato', 'basil'], saved: false });
  expect(result.current).toEqual({ status: 'success', recipes: [], updating: true });
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(listRecipes).toHaveBeenCalledTimes(1);

  rerender({ foods: ['tomato', 'basil'], saved: true });
  await waitFor(() => expect(listRecipes).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(result.current).toEqual({ status: 'success', recipes: [], updating: false }));
});
