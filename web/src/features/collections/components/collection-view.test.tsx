// A collection's page as everyone sees it: its name, description, cook and count, its recipes in order
// as the cards handed in (RecipeCardSlot); empty, a friendly word pointing to All Recipes; and the two
// pages of a collection that cannot be shown (unknown or private, removed while open).
import type { CollectionPage } from '@recipe-book/schema/collection-page';
import { listedRecipe } from '@recipe-book/schema/listed-recipe';
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { aRecipe } from '@/test/recipe-fixture';
import { renderWithRouter } from '@/test/render-with-router';
import { CollectionNotFound, CollectionRemoved } from './collection-page-states';
import { CollectionView } from './collection-view';
import type { RecipeCardSlot } from './recipe-card-slot';

/** A stand-in for All Recipes' card: its title as the heading the page asks for. */
const Card: RecipeCardSlot = ({ recipe, headingLevel: Heading }) => (
  <article data-testid="recipe-card">
    <Heading>{recipe.title}</Heading>
  </article>
);

const pageOf = (titles: string[], description = 'Three quick suppers.'): CollectionPage => ({
  collection: {
    id: 'weeknights',
    name: 'Weeknights',
    description,
    visibility: 'public',
    ownerUid: 'cora',
    recipeIds: titles.map((_, index) => `r${index}`),
  },
  ownerName: 'Cora Collector',
  recipes: titles.map((title, index) => listedRecipe(aRecipe({ id: `r${index}`, title }))),
});

const show = (page: CollectionPage) =>
  renderWithRouter(<CollectionView page={page} url="https://example.com/collections/weeknights" card={Card} />, {
    path: '/collections/weeknights',
  });

it('shows its name, description, cook and count, and its recipes in the collection’s order', async () => {
  await show(pageOf(['Carrot soup', 'Apple crumble', 'Bean stew']));
  expect(screen.getByRole('heading', { level: 1, name: 'Weeknights' })).toBeInTheDocument();
  expect(screen.getByText('Three quick suppers.')).toBeInTheDocument();
  expect(screen.getByText('By Cora Collector · 3 recipes')).toBeInTheDocument();
  const recipes = screen.getByRole('region', { name: 'Recipes in this collection' });
  expect(
    within(recipes)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent),
  ).toEqual(['Carrot soup', 'Apple crumble', 'Bean stew']);
  expect(screen.getByRole('button', { name: /Share/ })).toBeInTheDocument();
});

it('says an empty collection has no recipes yet, and points to All Recipes', async () => {
  await show(pageOf([], ''));
  expect(screen.getByText('By Cora Collector · 0 recipes')).toBeInTheDocument();
  const recipes = screen.getByRole('region', { name: 'Recipes in this collection' });
  expect(within(recipes).getByText('No recipes in this collection yet')).toBeInTheDocument();
  expect(within(recipes).getByRole('link', { name: 'Browse all recipes' })).toHaveAttribute('href', '/allRecipes');
  expect(screen.queryByTestId('recipe-card')).not.toBeInTheDocument();
});

it('counts one recipe in the singular', async () => {
  await show(pageOf(['Bean stew']));
  expect(screen.getByText('By Cora Collector · 1 recipe')).toBeInTheDocument();
});

it('says a collection was removed or made private while its page was open, with the way on', async () => {
  await renderWithRouter(<CollectionRemoved />);
  expect(screen.getByRole('status')).toHaveTextContent('This collection was removed or made private');
  expect(
    screen.getByRole('heading', { level: 1, name: 'This collection was removed or made private' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse all recipes' })).toHaveAttribute('href', '/allRecipes');
});

it('gives an unknown or private collection the same not-found page, hinting at nothing', async () => {
  await renderWithRouter(<CollectionNotFound />);
  expect(screen.getByRole('heading', { level: 1, name: 'Collection not found' })).toBeInTheDocument();
  expect(screen.getByText("This collection doesn't exist, or its cook has removed it.")).toBeInTheDocument();
});
