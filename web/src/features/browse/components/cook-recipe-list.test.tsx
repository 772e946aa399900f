// A cook's public recipes on their profile page, when they have shared none: a friendly word naming
// them, and the way to All Recipes instead of an empty grid. (The list itself follows Firestore live,
// so its filled state stays with the browser tests.)
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { CookRecipeList } from './cook-recipe-list';

it('gives a cook without a public recipe a friendly word and the way to All Recipes', async () => {
  await renderWithRouter(
    <CookRecipeList
      cookUid="nina"
      displayName="Nina Newcomer"
      search={{}}
      page={{ recipes: [], page: 1, hasNext: false }}
      total={0}
    />,
    { path: '/cooks/nina' },
  );
  const empty = screen.getByTestId('cook-no-recipes');
  expect(within(empty).getByText('Nina Newcomer has not shared a public recipe yet.')).toBeInTheDocument();
  expect(within(empty).getByText(/Their recipes will appear here once they share one\./)).toBeInTheDocument();
  expect(within(empty).getByRole('link', { name: 'Browse all recipes' })).toHaveAttribute('href', '/allRecipes');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
