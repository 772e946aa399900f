// All Recipes' filters from data passed in: the cuisine list offers the cuisines that have recipes
// (the kept totals' cuisinesInUse, schema/test/kept-totals.test.ts) and the one chosen, and each
// control asks for its change, which the page turns into the URL (the page number kept, the cursor
// dropped: withoutCursor in browse-search.test.ts). The Grid/List toggle: recipe-results.test.tsx.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import type { BrowseSearch } from '../browse-search';
import { RecipeFilters } from './recipe-filters';

async function renderFilters(
  search: BrowseSearch,
  cuisines: Parameters<typeof RecipeFilters>[0]['cuisines'],
  searchWhileTyping?: () => boolean,
) {
  const onFilter = vi.fn();
  await renderWithRouter(
    <RecipeFilters
      search={search}
      onFilter={onFilter}
      onView={vi.fn()}
      cuisines={cuisines}
      searchWhileTyping={searchWhileTyping}
    />,
  );
  return onFilter;
}

const optionsOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

it('offers exactly the cuisines that have recipes, and keeps the chosen one even without any', async () => {
  await renderFilters({ cuisine: 'Chinese' }, ['Mexican', 'Italian']);
  expect(optionsOf('Cuisine')).toEqual(['All Cuisines', 'Italian', 'Mexican', 'Chinese']);
  expect(screen.getByLabelText('Cuisine')).toHaveValue('Chinese');
});

it('asks for a cuisine and a sort as they are chosen, and for every cuisine again', async () => {
  const onFilter = await renderFilters({ q: 'soup', cuisine: 'Indian' }, ['Indian', 'Mexican']);
  await userEvent.selectOptions(screen.getByLabelText('Cuisine'), 'Mexican');
  expect(onFilter).toHaveBeenLastCalledWith({ cuisine: 'Mexican' });
  await userEvent.selectOptions(screen.getByLabelText('Sort by prep time or rating'), 'High to Low');
  expect(onFilter).toHaveBeenLastCalledWith({ sort: '-prepTime' });
  await userEvent.selectOptions(screen.getByLabelText('Cuisine'), 'All Cuisines');
  expect(onFilter).toHaveBeenLastCalledWith({ cuisine: undefined });
  expect(screen.getByLabelText('Search by title or ingredient')).toHaveValue('soup');
});

it('reads "chicken, without nuts" from the search box as the text and a food to leave out', async () => {
  const onFilter = await renderFilters({ without: 'shellfish' }, []);
  await userEvent.type(screen.getByLabelText('Search by title or ingredient'), 'chicken, without nuts{Enter}');
  expect(onFilter).toHaveBeenLastCalledWith({ q: 'chicken', without: 'shellfish,nut' });
});

it('adds a food to leave out with Enter, and removes a food filter by its chip', async () => {
  const onFilter = await renderFilters({ with: 'chicken', without: 'nut' }, []);
  const foodFilters = screen.getByRole('list', { name: 'Food filters' });
  expect(
    within(foodFilters)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['With chicken×', 'Without nut×']);
  await userEvent.type(screen.getByLabelText('Leave out'), 'Shellfish{Enter}');
  expect(onFilter).toHaveBeenLastCalledWith({ without: 'nut,shellfish' });
  await userEvent.click(screen.getByRole('button', { name: 'Remove: with chicken' }));
  expect(onFilter).toHaveBeenLastCalledWith({ with: undefined });
});

it('searches after a pause in typing where a search reads in the browser, and only on Enter for a visitor', async () => {
  const signedIn = await renderFilters({}, ['Indian'], () => true);
  await userEvent.type(screen.getByLabelText('Search by title or ingredient'), 'soup');
  await vi.waitFor(() => expect(signedIn).toHaveBeenLastCalledWith({ q: 'soup' }));

  // A visitor's search loads the page: typing alone must not, or the page would reload under them.
  const visitor = await renderFilters({}, ['Indian'], () => false);
  const box = screen.getAllByLabelText('Search by title or ingredient').at(-1);
  if (!box) throw new Error('no search box');
  await userEvent.type(box, 'stew');
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(visitor).not.toHaveBeenCalled();
  await userEvent.type(box, '{Enter}');
  expect(visitor).toHaveBeenLastCalledWith({ q: 'stew' });
});
