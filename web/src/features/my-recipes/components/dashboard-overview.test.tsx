// The Dashboard's parts as the live list feeds them: its menu, the counters (… while loading, zeros
// for a new cook), the list of own recipes or its empty text, and "Download my recipes": how many went
// into the file, why none did (offline), and nothing to export without a recipe.
import type { Recipe } from '@recipe-book/schema/recipe';
import { JSON_LD_MEDIA_TYPE } from '@recipe-book/schema/recipe-json-ld';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast as toastStore } from 'react-hot-toast/headless';
import { afterEach, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { aRecipe } from '@/test/recipe-fixture';
import { renderWithRouter } from '@/test/render-with-router';
import { CountersView } from './dashboard-counters';
import { DashboardNav } from './dashboard-nav';
import { DashboardRecipeList } from './dashboard-recipe-list';
import { DownloadRecipesButton } from './download-recipes-button';

const ORIGIN = 'https://recipes.example';
const PASTA = aRecipe({ id: 'pasta-1', title: 'Dashboard pasta', wishlistCount: 1, likeCount: 2 });
const CURRY = aRecipe({ id: 'curry-1', title: 'Dashboard curry', wishlistCount: 2 });

afterEach(() => {
  toastStore.remove();
  vi.restoreAllMocks();
});

const counter = (key: string) => screen.getByTestId(`count-${key}`);

it('lists where a cook goes from the dashboard', async () => {
  await renderWithRouter(<DashboardNav />, { path: '/dashboard' });
  const nav = screen.getByRole('navigation', { name: 'Dashboard' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([
    'Back to Home',
    'Add Recipe',
    'My Recipes',
    'My Profile',
    'Wishlist',
    'Collections',
    'Shopping list',
    'Meal plan',
  ]);
  expect(within(nav).getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
});

it('shows "…" and is busy until the numbers are known', () => {
  render(<CountersView />);
  expect(counter('total').closest('dl')).toHaveAttribute('aria-busy', 'true');
  for (const key of ['total', 'yours', 'wishlisted', 'reviews', 'rating']) expect(counter(key)).toHaveTextContent('…');
});

it('shows zero counters and no average for a new cook, with the site’s total', () => {
  render(<CountersView counts={{ total: 57, yours: 0, wishlisted: 0, reviews: 0, ratingSum: 0 }} />);
  expect(counter('total')).toHaveTextContent('57');
  expect(counter('yours')).toHaveTextContent('0');
  expect(counter('wishlisted')).toHaveTextContent('0');
  expect(counter('reviews')).toHaveTextContent('0');
  expect(counter('rating')).toHaveTextContent('No reviews yet');
  expect(counter('total').closest('dl')).toHaveAttribute('aria-busy', 'false');
});

it('shows the own recipes, or the empty text for a new cook', async () => {
  const { unmount } = await renderWithRouter(<DashboardRecipeList recipes={[PASTA, CURRY]} />);
  expect(screen.getByRole('link', { name: 'Dashboard pasta' })).toHaveAttribute('href', '/recipes/pasta-1');
  expect(screen.getByRole('link', { name: 'Dashboard curry' })).toBeInTheDocument();
  expect(screen.getByText(/wishlisted 1×/)).toHaveTextContent('2 likes');
  unmount();

  await renderWithRouter(<DashboardRecipeList recipes={[]} />);
  expect(screen.getByRole('status')).toHaveTextContent('You haven’t added any recipes yet.');
});

/** The button with its toasts, reading the recipes through `readRecipes`. */
function renderDownload(ownCount: number | undefined, readRecipes: (uid: string) => Promise<Recipe[]>) {
  render(
    <>
      <DownloadRecipesButton uid="cook-erin" origin={ORIGIN} ownCount={ownCount} readRecipes={readRecipes} />
      <Toaster />
    </>,
  );
  return screen.getByRole('button', { name: 'Download my recipes' });
}

/** What the browser is handed to save: the file's name and its contents. */
function catchDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let blob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    blob = object as Blob;
    return 'blob:recipes';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (blob) files.push({ name: this.download, blob });
  });
  return files;
}

it('saves every own recipe as one JSON-LD file and says how many', async () => {
  const files = catchDownloads();
  const readRecipes = vi.fn(async () => [PASTA, CURRY]);
  const button = renderDownload(2, readRecipes);
  expect(button).toHaveAccessibleDescription(
    'One JSON-LD file (schema.org Recipe) that Mealie, Tandoor and other recipe apps import.',
  );
  await userEvent.click(button);

  await screen.findByText(/^Exported 2 recipes to recipe-book-recipes-\d{4}-\d\d-\d\d\.json\.$/);
  expect(readRecipes).toHaveBeenCalledWith('cook-erin');
  expect(files).toHaveLength(1);
  const [file] = files;
  expect(file?.name).toMatch(/^recipe-book-recipes-\d{4}-\d\d-\d\d\.json$/);
  expect(file?.blob.type).toBe(JSON_LD_MEDIA_TYPE);
  const saved = JSON.parse((await file?.blob.text()) ?? '[]') as Record<string, unknown>[];
  expect(saved.map((recipe) => [recipe['@type'], recipe['name'], recipe['@id']])).toEqual([
    ['Recipe', 'Dashboard pasta', `${ORIGIN}/recipes/pasta-1`],
    ['Recipe', 'Dashboard curry', `${ORIGIN}/recipes/curry-1`],
  ]);
  expect(button).toBeEnabled();
});

it('says "1 recipe" for one', async () => {
  catchDownloads();
  await userEvent.click(renderDownload(1, async () => [PASTA]));
  await screen.findByText(/^Exported 1 recipe to /);
});

it('says why nothing was exported when the server is out of reach, and can try again', async () => {
  const files = catchDownloads();
  const button = renderDownload(2, async () => {
    throw Object.assign(new Error('offline'), { code: 'unavailable' });
  });
  await userEvent.click(button);
  await screen.findByText(
    "Your recipes were not exported. We couldn't reach the server. Check your connection and try again.",
  );
  expect(files).toEqual([]);
  await waitFor(() => expect(button).toBeEnabled());
});

it('has nothing to export for a cook without recipes', () => {
  const button = renderDownload(0, async () => []);
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription('Nothing to export yet: add a recipe first.');
});

it('is not offered while the list is loading', () => {
  expect(renderDownload(undefined, async () => [])).toBeDisabled();
});
