// The recipe page from a recipe passed in: every text and part, ticks kept on this device, Share,
// "Keep screen on" (and its absence without Wake Lock), the servings control scaling the ingredients
// (pointer and keyboard, ticks kept), and the Units switch converting lines and oven temperatures.
import type { Recipe } from '@recipe-book/schema/recipe';
import { noStarCounts } from '@recipe-book/schema/rating';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toast as toastStore } from 'react-hot-toast/headless';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import type { LinesInUnits } from '@/lib/units/lines-in-units';
import { recipeInUnits } from '@/lib/units/recipe-in-units';
import { renderWithRouter } from '@/test/render-with-router';
import { loadScaler } from '../ingredient-scaler';
import { RecipeDetail } from './recipe-detail';

const AS_WRITTEN = [
  '400 g spaghetti',
  '2–3 cloves garlic, crushed',
  '1½ cups chicken stock',
  'salt, to taste',
  '2 tbsp olive oil',
];
const FOR_SIX = [
  '600 g spaghetti',
  '3–4½ cloves garlic, crushed',
  '2¼ cups chicken stock',
  'salt, to taste',
  '3 tbsp olive oil',
];
const FOR_EIGHT = [
  '800 g spaghetti',
  '4–6 cloves garlic, crushed',
  '3 cups chicken stock',
  'salt, to taste',
  '4 tbsp olive oil',
];
const URL = 'https://recipes.example/recipes/harvest-risotto';
/** The unit conversion code is imported on first use: the first import in a run takes a moment. */
const CODE_LOADED = { timeout: 5_000 };

function aRecipe(overrides: Partial<Recipe> = {}): Recipe {
  return {
    id: `recipe-${Math.random().toString(36).slice(2)}`,
    title: 'Harvest risotto',
    image: '/images/recipes/salad.webp',
    cuisine: 'Italian',
    prepTime: 95,
    cookTime: 25,
    servings: 4,
    categories: ['Lunch'],
    ingredients: ['300 g arborio rice', '1 l vegetable stock', '50 g parmesan'],
    instructions: ['Toast the rice.', 'Add the stock a ladle at a time.', 'Stir in the parmesan.'],
    visibility: 'public',
    likeCount: 0,
    wishlistCount: 0,
    ratingCount: 0,
    ratingSum: 0,
    starCounts: noStarCounts(),
    ownerUid: 'owner-1',
    displayName: 'Dana Detail',
    createdAt: new Date('2026-03-01T12:00:00Z'),
    updatedAt: new Date('2026-03-01T12:00:00Z'),
    ...overrides,
  };
}

/**
 * The page as its route holds it: the servings shown are state (the URL there), the control changes them;
 * `inUnits`, the lines the server converted, when a test passes them.
 */
function RecipePage({ recipe, inUnits }: { recipe: Recipe; inUnits?: LinesInUnits }) {
  const [servings, setServings] = useState(recipe.servings);
  return (
    <>
      <RecipeDetail recipe={recipe} url={URL} servings={servings} onServingsChange={setServings} inUnits={inUnits} />
      <Toaster />
    </>
  );
}

const showRecipe = (recipe: Recipe, inUnits?: LinesInUnits) =>
  renderWithRouter(<RecipePage recipe={recipe} inUnits={inUnits} />, { path: `/recipes/${recipe.id}` });
const listed = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const ingredients = () => listed('ingredients-list');
const shownServings = () => screen.getByTestId('servings-shown').textContent;

// As the browser tests' profiles: every line as its recipe writes it, unless a test picks units.
beforeEach(() => {
  localStorage.setItem('recipe-book:units', 'asWritten');
});
afterEach(() => {
  localStorage.clear();
  toastStore.remove();
});

it('shows every part of the recipe with the exact texts', async () => {
  // happy-dom loads no pictures: this one loaded, as it does in a browser (a failed one: recipe-card.test.tsx).
  const loaded = vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(800);
  await showRecipe(aRecipe());
  loaded.mockRestore();
  expect(screen.getByRole('heading', { level: 1, name: 'Harvest risotto' })).toBeInTheDocument();
  expect(screen.getByText('0 people interested in this recipe!')).toBeInTheDocument();
  expect(screen.getByText('Italian', { exact: true })).toBeInTheDocument();
  expect(screen.getByTestId('recipe-times')).toHaveTextContent('Prep 1 h 35 min · Cook 25 min · Total 2 h');
  expect(screen.getByText('Serves', { exact: true }).nextElementSibling).toHaveTextContent(/^4$/);
  const likes = screen.getByTestId('detail-likes');
  expect(likes.querySelector('dt')).toHaveTextContent(/^Likes$/);
  expect(likes.querySelector('dd')).toHaveTextContent(/^0$/);
  expect(ingredients()).toEqual(['300 g arborio rice', '1 l vegetable stock', '50 g parmesan']);
  expect(listed('instructions-list')).toEqual([
    '1. Toast the rice.',
    '2. Add the stock a ladle at a time.',
    '3. Stir in the parmesan.',
  ]);
  expect(screen.getByRole('img', { name: 'Harvest risotto' })).toHaveAttribute('src', '/images/recipes/salad.webp');
  expect(screen.getByRole('link', { name: 'Dana Detail' })).toHaveAttribute('href', '/cooks/owner-1');
  expect(screen.getByText('As written, for 4 servings.')).toBeInTheDocument();
});

it('goes Back to All Recipes when the page was opened directly', async () => {
  const { router } = await showRecipe(aRecipe());
  await userEvent.click(screen.getByRole('button', { name: '← Back' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/allRecipes'));
});

it('says "Like" for one like, and the count of people interested', async () => {
  await showRecipe(aRecipe({ likeCount: 1 }));
  expect(screen.getByText('1 people interested in this recipe!')).toBeInTheDocument();
  expect(screen.getByTestId('detail-likes').querySelector('dt')).toHaveTextContent(/^Like$/);
});

it('remembers ticked ingredients and steps on this device, by their text', async () => {
  const user = userEvent.setup();
  const recipe = aRecipe();
  const first = await showRecipe(recipe);
  await user.click(screen.getByLabelText('1 l vegetable stock'));
  await user.click(screen.getByLabelText('2. Add the stock a ladle at a time.'));
  expect(screen.getByLabelText('1 l vegetable stock')).toBeChecked();
  first.unmount();

  // The page opened again (a reload): this device's ticks are back.
  const second = await showRecipe(recipe);
  expect(screen.getByLabelText('1 l vegetable stock')).toBeChecked();
  expect(screen.getByLabelText('2. Add the stock a ladle at a time.')).toBeChecked();
  expect(screen.getByLabelText('300 g arborio rice')).not.toBeChecked();
  await user.click(screen.getByLabelText('1 l vegetable stock'));
  second.unmount();

  await showRecipe(recipe);
  expect(screen.getByLabelText('1 l vegetable stock')).not.toBeChecked();
  expect(screen.getByLabelText('2. Add the stock a ladle at a time.')).toBeChecked();
});

it('copies the link with the servings shown when shared', async () => {
  const user = userEvent.setup();
  const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  await showRecipe(aRecipe());
  await user.click(screen.getByRole('button', { name: 'Share' }));
  expect(await screen.findByText('Link copied to the clipboard.')).toBeInTheDocument();
  expect(writeText).toHaveBeenCalledWith(URL);
  writeText.mockRestore();
});

describe('Keep screen on', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'wakeLock');
  });

  it('holds a wake lock while on, and lets it go when turned off', async () => {
    const user = userEvent.setup();
    const log: string[] = [];
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async (type: string) => {
          log.push(`request ${type}`);
          return { release: async () => void log.push('release') };
        },
      },
    });
    await showRecipe(aRecipe());
    const wakeLock = screen.getByRole('switch', { name: 'Keep screen on' });
    expect(wakeLock).toHaveAttribute('aria-checked', 'false');
    await user.click(wakeLock);
    expect(wakeLock).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(log).toEqual(['request screen']));
    await user.click(wakeLock);
    expect(wakeLock).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(log).toEqual(['request screen', 'release']));
  });

  it('turns itself off with a message when the browser refuses', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: { request: () => Promise.reject(new DOMException('Battery saver', 'NotAllowedError')) },
    });
    await showRecipe(aRecipe());
    const wakeLock = screen.getByRole('switch', { name: 'Keep screen on' });
    await user.click(wakeLock);
    expect(
      await screen.findByText('This browser would not keep the screen on (battery saver may be on).'),
    ).toBeInTheDocument();
    expect(wakeLock).toHaveAttribute('aria-checked', 'false');
  });

  it('is not there where the browser has no Wake Lock', async () => {
    expect('wakeLock' in navigator).toBe(false);
    await showRecipe(aRecipe());
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Keep screen on' })).not.toBeInTheDocument();
  });
});

describe('servings', () => {
  // The page fetches the scaling code when the pointer or focus reaches the control; here, once, beforehand.
  beforeAll(async () => {
    await loadScaler();
  });
  const spaghetti = () => aRecipe({ title: 'Garlic spaghetti', ingredients: AS_WRITTEN, servings: 4 });

  it('scales the ingredients to 6 and back to the recipe as written', async () => {
    const user = userEvent.setup();
    await showRecipe(spaghetti());
    expect(ingredients()).toEqual(AS_WRITTEN);
    const more = screen.getByRole('button', { name: 'More servings' });
    await user.click(more);
    expect(shownServings()).toBe('5');
    await user.click(more);
    expect(shownServings()).toBe('6');
    await waitFor(() => expect(ingredients()).toEqual(FOR_SIX), CODE_LOADED);
    expect(screen.getByText('Scaled from 4 servings: check the amounts as you cook.')).toBeInTheDocument();
    // The printed heading says who the amounts are for.
    expect(screen.getByRole('heading', { name: /^Ingredients/ })).toHaveTextContent('Ingredients for 6 servings');

    const asWritten = screen.getByRole('button', { name: '1×: 4 servings' });
    expect(asWritten).toHaveAttribute('aria-pressed', 'false');
    await user.click(asWritten);
    expect(ingredients()).toEqual(AS_WRITTEN);
    expect(asWritten).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('As written, for 4 servings.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '½×: 2 servings' }));
    expect(shownServings()).toBe('2');
  });

  it('keeps ticked ingredients ticked when the servings change', async () => {
    const user = userEvent.setup();
    await showRecipe(spaghetti());
    await user.click(screen.getByLabelText('400 g spaghetti'));
    await user.click(screen.getByRole('button', { name: '2×: 8 servings' }));
    await waitFor(() => expect(ingredients()).toEqual(FOR_EIGHT), CODE_LOADED);
    expect(screen.getByLabelText('800 g spaghetti')).toBeChecked();
    expect(screen.getByLabelText('3 cups chicken stock')).not.toBeChecked();
    await user.click(screen.getByLabelText('3 cups chicken stock'));
    await user.click(screen.getByRole('button', { name: '1×: 4 servings' }));
    expect(ingredients()).toEqual(AS_WRITTEN);
    expect(screen.getByLabelText('1½ cups chicken stock')).toBeChecked();
    expect(screen.getByLabelText('400 g spaghetti')).toBeChecked();
  });

  it('changes the servings from the keyboard alone', async () => {
    const user = userEvent.setup();
    await showRecipe(spaghetti());
    act(() => screen.getByRole('button', { name: 'Fewer servings' }).focus());
    await user.keyboard('{Enter}');
    expect(shownServings()).toBe('3');
    // Then More servings, and on past ½× and 1× to 2×.
    await user.tab();
    await user.keyboard(' ');
    expect(shownServings()).toBe('4');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: '2×: 8 servings' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(shownServings()).toBe('8');
    await waitFor(() => expect(ingredients()).toEqual(FOR_EIGHT), CODE_LOADED);
  });

  it('stops at 1 and at 100 servings', async () => {
    const user = userEvent.setup();
    await showRecipe(aRecipe({ servings: 1 }));
    expect(screen.getByRole('button', { name: 'Fewer servings' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '½×: 1 serving' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '2×: 2 servings' }));
    expect(screen.getByRole('button', { name: 'Fewer servings' })).toBeEnabled();
  });

  it('has no More servings past 100', async () => {
    await showRecipe(aRecipe({ servings: 100 }));
    expect(screen.getByRole('button', { name: 'More servings' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '2×: 100 servings' })).toBeInTheDocument();
  });
});

describe('units', () => {
  // The demo layer cake (scripts/seed/recipes.ts), for 12, written in grams and millilitres.
  const cake = () =>
    aRecipe({
      title: 'Chocolate Cherry Layer Cake',
      servings: 12,
      ingredients: ['225 g plain flour', '75 g cocoa powder', '250 ml milk', '3 eggs'],
      instructions: [
        'Whisk everything until smooth.',
        'Divide between three lined 20 cm tins and bake at 180 °C for 25 minutes; cool completely.',
      ],
    });
  const bakeStep = () => listed('instructions-list')[1];
  const units = () => screen.getByRole('radiogroup', { name: 'Units' });

  it('converts the lines and the oven to US and back, together with the servings', async () => {
    const user = userEvent.setup();
    await showRecipe(cake());
    expect(within(units()).getByRole('radio', { name: 'As written' })).toBeChecked();
    expect(ingredients()).toEqual(['225 g plain flour', '75 g cocoa powder', '250 ml milk', '3 eggs']);

    await user.click(within(units()).getByText('US'));
    expect(within(units()).getByRole('radio', { name: 'US' })).toBeChecked();
    await waitFor(
      () => expect(ingredients()).toEqual(['1¾ cups plain flour', '2⅔ oz cocoa powder', '1 cup milk', '3 eggs']),
      CODE_LOADED,
    );
    expect(bakeStep()).toBe(
      '2. Divide between three lined 20 cm tins and bake at 350 °F (gas mark 4) for 25 minutes (start a timer); cool completely.',
    );
    // Kept on this device, for the next page and the next visit.
    expect(localStorage.getItem('recipe-book:units')).toBe('us');

    await user.click(screen.getByRole('button', { name: '2×: 24 servings' }));
    expect(ingredients()).toEqual(['3⅔ cups plain flour', '5¼ oz cocoa powder', '2 cups milk', '6 eggs']);

    await user.click(within(units()).getByText('Metric'));
    await waitFor(() => expect(bakeStep()).toContain('bake at 180 °C (gas mark 4)'), CODE_LOADED);
    await user.click(within(units()).getByText('As written'));
    await waitFor(
      () => expect(ingredients()).toEqual(['450 g plain flour', '150 g cocoa powder', '500 ml milk', '6 eggs']),
      CODE_LOADED,
    );
    expect(bakeStep()).toContain('bake at 180 °C for 25 minutes');
    expect(localStorage.getItem('recipe-book:units')).toBe('asWritten');
  });

  it('opens in the units kept on this device', async () => {
    localStorage.setItem('recipe-book:units', 'us');
    await showRecipe(cake());
    expect(within(units()).getByRole('radio', { name: 'US' })).toBeChecked();
    await waitFor(() => expect(ingredients()[0]).toBe('1¾ cups plain flour'), CODE_LOADED);
  });

  it('shows the lines the server converted at once, and converts other servings in the browser', async () => {
    const user = userEvent.setup();
    localStorage.setItem('recipe-book:units', 'us');
    const recipe = cake();
    // What the route's loader sends along from the server.
    await showRecipe(recipe, recipeInUnits(recipe));
    expect(ingredients()).toEqual(['1¾ cups plain flour', '2⅔ oz cocoa powder', '1 cup milk', '3 eggs']);
    expect(bakeStep()).toBe(
      '2. Divide between three lined 20 cm tins and bake at 350 °F (gas mark 4) for 25 minutes (start a timer); cool completely.',
    );

    await user.click(screen.getByRole('button', { name: '2×: 24 servings' }));
    await waitFor(
      () => expect(ingredients()).toEqual(['3⅔ cups plain flour', '5¼ oz cocoa powder', '2 cups milk', '6 eggs']),
      CODE_LOADED,
    );
    await user.click(within(units()).getByText('Metric'));
    expect(bakeStep()).toContain('bake at 180 °C (gas mark 4)');
    await user.click(screen.getByRole('button', { name: '1×: 12 servings' }));
    expect(ingredients()).toEqual(['225 g plain flour', '75 g cocoa powder', '250 ml milk', '3 eggs']);
  });

  it('moves the choice with the arrow keys, as any radio group', async () => {
    const user = userEvent.setup();
    await showRecipe(cake());
    act(() => within(units()).getByRole('radio', { name: 'As written' }).focus());
    await user.keyboard('{ArrowLeft}');
    expect(within(units()).getByRole('radio', { name: 'US' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(within(units()).getByRole('radio', { name: 'Metric' })).toBeChecked();
    expect(localStorage.getItem('recipe-book:units')).toBe('metric');
  });
});
