// A visitor's press on a recipe page's "Add to shopping list", "Add to meal plan" or "Save to
// collection" goes to log in, with the recipe's page (and its search) to come back to.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect, it } from 'vitest';
import { SignedOutSave } from '@/features/collections/components/save-to-collection';
import { SignedOutPlan } from '@/features/meal-plan/components/add-to-meal-plan';
import { SignedOutAdd } from '@/features/shopping-list/components/add-to-shopping-list';
import { renderWithRouter } from '@/test/render-with-router';

const buttons: [string, ReactNode][] = [
  ['Add to shopping list', <SignedOutAdd key="shop" />],
  ['Add to meal plan', <SignedOutPlan key="plan" />],
  ['Save to collection', <SignedOutSave key="save" />],
];

it.each(buttons)('"%s" sends a visitor to log in and back to the recipe', async (name, button) => {
  const start = '/recipes/lentil-curry?servings=6';
  const { router } = await renderWithRouter(button, { path: start });
  await userEvent.click(screen.getByRole('button', { name }));
  expect(router.state.location.pathname).toBe('/login');
  expect(router.state.location.search).toEqual({ redirect: start });
});
