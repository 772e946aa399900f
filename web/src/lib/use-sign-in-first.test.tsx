// A visitor's press on a recipe page's "Add to shopping list", "Add to meal plan" or "Save to
// collection" goes to log in, with the recipe's page (and its search) to come back to.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect, it } from 'vitest';
import { SaveToCollection } from '@/features/collections/components/save-to-collection';
import { AddToMealPlan } from '@/features/meal-plan/components/add-to-meal-plan';
import { AddToShoppingList } from '@/features/shopping-list/components/add-to-shopping-list';
import { renderWithRouter } from '@/test/render-with-router';

const recipe = { id: 'lentil-curry', title: 'Lentil curry', ingredients: ['200 g lentils'], servings: 4 };

// On a device where nobody has signed in, each shows a visitor's button at once.
const buttons: [string, ReactNode][] = [
  ['Add to shopping list', <AddToShoppingList key="shop" recipe={recipe} servings={6} />],
  ['Add to meal plan', <AddToMealPlan key="plan" recipe={recipe} servings={6} />],
  ['Save to collection', <SaveToCollection key="save" recipe={recipe} />],
];

it.each(buttons)('"%s" sends a visitor to log in and back to the recipe', async (name, button) => {
  const start = '/recipes/lentil-curry?servings=6';
  const { router } = await renderWithRouter(button, { path: start });
  await userEvent.click(screen.getByRole('button', { name }));
  expect(router.state.location.pathname).toBe('/login');
  expect(router.state.location.search).toEqual({ redirect: start });
});
