// A cook's public collections on their page: "Collections by {name}", a card per collection in the
// order given (most recently changed first), each with its count and cover, leading to its page; a cook
// with none has no such section at all.
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { CookCollectionsSection } from './cook-collections';

const bread = { id: 'bread', name: 'Bread shelf', recipeCount: 0, coverRecipeIds: [], cover: [] };
const soup = {
  id: 'soup',
  name: 'Soup shelf',
  recipeCount: 1,
  coverRecipeIds: ['stew'],
  cover: ['/images/recipes/biryani.webp'],
};

it("lists the cook's collections under their name, each with its count and cover, leading to its page", async () => {
  await renderWithRouter(<CookCollectionsSection displayName="Cora Cook" collections={[bread, soup]} />);
  const section = screen.getByRole('region', { name: 'Collections by Cora Cook' });
  expect(
    within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Bread shelf', 'Soup shelf']);
  const soupCard = within(section).getAllByTestId('collection-card')[1];
  if (!soupCard) throw new Error('No card for the soup shelf');
  expect(within(soupCard).getByTestId('collection-count')).toHaveTextContent('1 recipe');
  expect(within(soupCard).getByTestId('collection-cover')).toHaveAttribute('data-images', '1');
  expect(within(soupCard).getByRole('link', { name: 'Soup shelf' })).toHaveAttribute('href', '/collections/soup');
  expect(within(section).getAllByTestId('collection-count')[0]).toHaveTextContent('0 recipes');
});

it('shows nothing for a cook without a public collection', async () => {
  const { container } = await renderWithRouter(<CookCollectionsSection displayName="Nina Newcomer" collections={[]} />);
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  expect(container).toBeEmptyDOMElement();
});
