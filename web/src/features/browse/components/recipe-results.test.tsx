// All Recipes' parts from data passed in: what an empty result says (and its way out, keeping the
// layout), the Grid/List toggle, a card in the list layout, and a card's placeholder for a picture
// that fails, its texts, and a visitor's like that goes to log in and back to the same page.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { ListedRecipe } from '@recipe-book/schema/listed-recipe';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER_IMAGE } from '@/components/ui/recipe-image';
import { renderWithRouter } from '@/test/render-with-router';
import type { BrowseSearch } from '../browse-search';
import { RecipeFilters } from './recipe-filters';
import { RecipeGrid } from './recipe-grid';
import { RecipeResults } from './recipe-results';

/** The web app's public folder, whose files the site serves at its root. */
const PUBLIC = join(import.meta.dirname, '../../../../public');
const EMPTY = { recipes: [], page: 1, hasNext: false };

const aListedRecipe = (overrides: Partial<ListedRecipe> = {}): ListedRecipe => ({
  id: 'lentil-stew',
  title: 'Lentil stew',
  image: '/images/recipes/stew.webp',
  cuisine: 'Indian',
  prepTime: 25,
  likeCount: 3,
  ratingCount: 2,
  ratingSum: 9,
  ...overrides,
});

describe('nothing to show', () => {
  const emptyFor = (search: BrowseSearch) =>
    renderWithRouter(<RecipeResults search={search} page={EMPTY} total={0} />, { path: '/allRecipes' });

  it('says so when nothing matches a search, and clears the filters keeping the list view', async () => {
    await emptyFor({ q: 'zzz', cuisine: 'Indian', view: 'list' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('No recipes match your search.');
    expect(status).toHaveTextContent('Try another word or cuisine, or clear the filters.');
    expect(within(status).getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
      'href',
      '/allRecipes?view=list',
    );
  });

  it('invites the first recipe when there is none at all', async () => {
    await emptyFor({});
    expect(screen.getByRole('status')).toHaveTextContent('No recipes yet.Be the first to share one!');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('explains an empty Top rated, with a way to every recipe', async () => {
    await emptyFor({ sort: '-rating' });
    expect(screen.getByRole('status')).toHaveTextContent('No rated recipes yet.');
    expect(screen.getByRole('link', { name: 'Show all recipes' })).toHaveAttribute('href', '/allRecipes');
  });

  it('says when no rated recipe matches a search', async () => {
    await emptyFor({ sort: '-rating', q: 'soup' });
    expect(screen.getByRole('status')).toHaveTextContent('No rated recipes match your search.');
    expect(screen.getByRole('link', { name: 'Clear filters' })).toBeInTheDocument();
  });
});

describe('grid or list', () => {
  it('shows which layout is on, and a press asks for the other', async () => {
    const onView = vi.fn();
    await renderWithRouter(
      <RecipeFilters search={{ view: 'list' }} onFilter={vi.fn()} onView={onView} cuisines={['Indian']} />,
    );
    const layout = screen.getByRole('group', { name: 'Layout' });
    expect(within(layout).getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(layout).getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(layout).getByRole('button', { name: 'Grid' }));
    expect(onView).toHaveBeenCalledWith('grid');
  });

  it('lays the cards out one per row in the list view, the first row loading its pictures at once', async () => {
    const recipes = ['a', 'b', 'c', 'd'].map((id) => aListedRecipe({ id, title: `Stew ${id}` }));
    await renderWithRouter(<RecipeGrid recipes={recipes} view="list" headingLevel="h2" />);
    const grid = screen.getByTestId('recipe-grid');
    expect(grid).toHaveAttribute('data-view', 'list');
    expect(grid).toHaveClass('flex-col');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Stew a',
      'Stew b',
      'Stew c',
      'Stew d',
    ]);
    const loading = within(grid)
      .getAllByRole('presentation')
      .map((image) => image.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy']);
  });
});

describe('a card', () => {
  beforeEach(() => {
    // happy-dom loads no pictures: here they load, as in a browser, unless a test says one fails.
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(800);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows its title, cuisine, time, rating and counts', async () => {
    await renderWithRouter(<RecipeGrid recipes={[aListedRecipe()]} />);
    const card = screen.getByTestId('recipe-card');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Lentil stew');
    expect(card).toHaveTextContent('Indian · 25 mins');
    expect(within(card).getByTestId('rating')).toHaveTextContent('4.5 ★ (2)');
    expect(within(card).getByRole('link', { name: 'View details of Lentil stew' })).toHaveAttribute(
      'href',
      '/recipes/lentil-stew',
    );
    expect(within(card).getByTestId('like-count')).toHaveTextContent('3');
  });

  it('shows the placeholder when its picture fails to load', async () => {
    await renderWithRouter(<RecipeGrid recipes={[aListedRecipe({ image: '/images/recipes/no-such-picture.png' })]} />);
    const image = within(screen.getByTestId('recipe-card')).getByRole('presentation');
    expect(image).toHaveAttribute('src', '/images/recipes/no-such-picture.png');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(image).toHaveAttribute('loading', 'eager');
    // The placeholder is a picture the site serves (and its failing too would not loop).
    expect(statSync(join(PUBLIC, PLACEHOLDER_IMAGE)).size).toBeGreaterThan(0);
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('sends a signed-out visitor who likes or saves it to log in, and back to the same page', async () => {
    const start = '/allRecipes?q=zq&cuisine=Indian&sort=prepTime';
    const { router } = await renderWithRouter(<RecipeGrid recipes={[aListedRecipe()]} />, { path: start });
    const like = screen.getByRole('button', { name: 'Like Lentil stew, 3 likes' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: start });

    await router.navigate({ href: start });
    await userEvent.click(await screen.findByRole('button', { name: 'Save Lentil stew to wishlist' }));
    expect(router.state.location.search).toEqual({ redirect: start });
  });
});
