// Home's Top Recipes from the loader's data: the cards in the order given, with their likes, each
// leading to its recipe, and See All Recipes; the empty state when there is none. The live follower
// (Firestore) starts only once the page is idle after load, which the fake clock here never reaches.
import { screen, within } from '@testing-library/react';
import type { ListedRecipe } from '@recipe-book/schema/listed-recipe';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { TopRecipes } from './top-recipes';

const recipe = (id: string, title: string, likeCount: number): ListedRecipe => ({
  id,
  title,
  image: '',
  cuisine: 'Italian',
  prepTime: 20,
  likeCount,
  ratingCount: 0,
  ratingSum: 0,
});

const MOST_LIKED = [
  recipe('lasagna', 'Family Lasagna', 12),
  recipe('curry', 'Chickpea Curry', 9),
  recipe('dumplings', 'Pork Dumplings', 9),
  recipe('salad', 'Summer Salad', 4),
  recipe('pancakes', 'Fluffy Pancakes', 1),
  recipe('soup', 'Tomato Soup', 0),
];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const section = () => screen.getByRole('region', { name: 'Top Recipes' });
const cards = () => within(section()).getAllByTestId('recipe-card');

it('shows the recipes in the order given, with their likes, each leading to its recipe', async () => {
  await renderWithRouter(<TopRecipes recipes={MOST_LIKED} />);
  expect(cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(
    MOST_LIKED.map(({ title }) => title),
  );
  expect(cards().map((card) => within(card).getByTestId('like-count').textContent)).toEqual([
    '12',
    '9',
    '9',
    '4',
    '1',
    '0',
  ]);
  expect(within(section()).getByRole('button', { name: 'Like Chickpea Curry, 9 likes' })).toBeInTheDocument();
  expect(within(section()).getByRole('button', { name: 'Like Fluffy Pancakes, 1 like' })).toBeInTheDocument();
  expect(within(section()).getByRole('link', { name: 'View details of Family Lasagna' })).toHaveAttribute(
    'href',
    '/recipes/lasagna',
  );
  expect(within(section()).getByRole('link', { name: 'Summer Salad' })).toHaveAttribute('href', '/recipes/salad');
  expect(within(section()).getByRole('link', { name: 'See All Recipes' })).toHaveAttribute('href', '/allRecipes');
});

it('with no recipes yet, invites the visitor to add the first and still leads to All Recipes', async () => {
  await renderWithRouter(<TopRecipes recipes={[]} />);
  expect(within(section()).queryAllByTestId('recipe-card')).toEqual([]);
  expect(within(section()).getByText('No recipes yet. Be the first to add one!')).toBeInTheDocument();
  expect(within(section()).getByRole('link', { name: 'See All Recipes' })).toHaveAttribute('href', '/allRecipes');
});
