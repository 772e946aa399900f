// The Pantry page once its pantry is known, the pantry kept by the test in memory and the other
// features' parts stood in for (pantry-ports.ts): empty, a few foods in order, the count and the 200
// limit, adding (typed, by Enter, or a suggestion picked) and what names no food, removing, "I used it
// up", and "What can I cook?" loading, failing, "You have everything", "Missing: …" with the way to
// the shopping list, and asked again once a change is saved. The journey through the real rules and
// API is e2e/pantry.test.ts.
import { listedRecipe } from '@recipe-book/schema/listed-recipe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast as toastStore } from 'react-hot-toast/headless';
import { useState } from 'react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-request';
import { aRecipe } from '@/test/recipe-fixture';
import { renderWithRouter } from '@/test/render-with-router';
import type { PantryRecipe } from '../api/pantry-recipes';
import { foodsToAdd } from '../pantry-additions';
import { PantryContent } from './pantry-content';
import type { FoodSuggestionsSlot, PantryPorts, PantryWrites, RecipeCardSlot, ShoppingListPort } from './pantry-ports';

const place = { path: 'users/cook' };

/** A stand-in for All Recipes' card: its title as the heading the page asks for. */
const Card: RecipeCardSlot = ({ recipe, headingLevel: Heading }) => (
  <article>
    <Heading>{recipe.title}</Heading>
  </article>
);

/** A stand-in for the suggestions: "tomato" for anything typed that starts it. */
const Suggestions: FoodSuggestionsSlot = ({ text, label, onPick }) =>
  text !== '' && 'tomato'.startsWith(text) ? (
    <ul aria-label={label}>
      <li>
        <button type="button" onClick={() => onPick('tomato')}>
          tomato
        </button>
      </li>
    </ul>
  ) : null;

class ListFull extends Error {}

function shoppingListPort(): ShoppingListPort {
  return {
    add: vi.fn(() => Promise.resolve('sent' as const)),
    refusal: (error) => (error instanceof ListFull ? error.message : undefined),
  };
}

const match = (title: string, missing: string[], used: string[]): PantryRecipe => ({
  recipe: listedRecipe(aRecipe({ id: title.toLowerCase().replaceAll(' ', '-'), title })),
  missing,
  used,
});

/** The pantry in memory, written as api/change-pantry.ts writes it, and saved at once. */
function InMemoryPantry({ initial, ports }: { initial: string[]; ports: Omit<PantryPorts, 'writes'> }) {
  const [foods, setFoods] = useState(initial);
  const writes: PantryWrites = {
    add: async (_place, added, onHand = foods) => {
      const fresh = foodsToAdd(onHand, added);
      setFoods((current) => [...current, ...fresh]);
      return { added: fresh, outcome: 'sent' };
    },
    remove: async (_place, gone) => setFoods((current) => current.filter((food) => !gone.includes(food))),
  };
  return <PantryContent place={place} pantry={{ foods, saved: true }} writes={writes} {...ports} />;
}

async function showPantry(
  initial: string[],
  {
    listRecipes = vi.fn(() => Promise.resolve<PantryRecipe[]>([])),
    shoppingList = shoppingListPort(),
  }: Partial<Pick<PantryPorts, 'listRecipes' | 'shoppingList'>> = {},
) {
  await renderWithRouter(
    <>
      <InMemoryPantry initial={initial} ports={{ listRecipes, shoppingList, card: Card, suggestions: Suggestions }} />
      <Toaster />
    </>,
    { path: '/pantry' },
  );
  return { listRecipes, shoppingList };
}

const field = () => screen.getByRole('textbox', { name: 'Add a food' });
const foodNames = () =>
  within(screen.getByRole('list', { name: 'Foods in your pantry' }))
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);
const cooking = () => screen.getByRole('region', { name: 'What can I cook?' });
const foodsOf = (count: number) => Array.from({ length: count }, (_, index) => `food ${index + 1}`);

beforeAll(async () => {
  // The form downloads its check on first use: load it once here, not inside a test's wait.
  await import('../food-check');
  await import('../shopping-foods');
});
afterEach(() => {
  toastStore.remove();
});

it('says how to fill an empty pantry, and asks for no recipes until it has a food', async () => {
  const { listRecipes } = await showPantry([]);
  expect(screen.getByText('Your pantry is empty.')).toBeInTheDocument();
  expect(screen.getByText('0 of 200 foods')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open your shopping list' })).toHaveAttribute('href', '/shoppingList');
  expect(within(cooking()).getByText('Add a few foods to see what you can cook.')).toBeInTheDocument();
  expect(listRecipes).not.toHaveBeenCalled();
});

it('lists a few foods alphabetically with their count, and × takes one off', async () => {
  await showPantry(['tomato', 'basil', 'cream']);
  expect(foodNames()).toEqual(['basil', 'cream', 'tomato']);
  expect(screen.getByText('3 of 200 foods')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Remove basil' }));
  expect(await screen.findByText('Removed basil from your pantry.')).toBeInTheDocument();
  expect(foodNames()).toEqual(['cream', 'tomato']);
  expect(screen.getByText('2 of 200 foods')).toBeInTheDocument();
});

it('adds a food typed as the search reads it, by the button or Enter, and empties the field', async () => {
  await showPantry(['basil']);
  await userEvent.type(field(), 'Tomatoes');
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('Added tomato to your pantry.')).toBeInTheDocument();
  expect(foodNames()).toEqual(['basil', 'tomato']);
  expect(field()).toHaveValue('');

  await userEvent.type(field(), 'Cream{Enter}');
  await waitFor(() => expect(foodNames()).toEqual(['basil', 'cream', 'tomato']));
});

it('adds a suggested food in one tap', async () => {
  await showPantry([]);
  await userEvent.type(field(), 'tom');
  await userEvent.click(within(screen.getByRole('list', { name: 'Suggested foods' })).getByRole('button'));
  expect(await screen.findByText('Added tomato to your pantry.')).toBeInTheDocument();
  expect(foodNames()).toEqual(['tomato']);
  expect(field()).toHaveValue('');
});

it('says under the field that a text names no food, and adds nothing', async () => {
  await showPantry(['basil']);
  await userEvent.type(field(), '2 tbsp');
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('“2 tbsp” names no food. Type what it is, e.g. “basil”.')).toBeInTheDocument();
  expect(field()).toHaveAttribute('aria-invalid', 'true');
  expect(field()).toHaveFocus();
  expect(foodNames()).toEqual(['basil']);
});

it('says a food on hand already is there, and adds it no second time', async () => {
  await showPantry(['tomato']);
  await userEvent.type(field(), 'tomatoes{Enter}');
  expect(await screen.findByText('Tomato is in your pantry already.')).toBeInTheDocument();
  expect(foodNames()).toEqual(['tomato']);
});

it('at 200 foods says it is full, and refuses another in words, keeping what was typed', async () => {
  await showPantry(foodsOf(200));
  expect(
    screen.getByText('200 of 200 foods: your pantry is full. Remove what you no longer have to add more.'),
  ).toBeInTheDocument();
  await userEvent.type(field(), 'basil{Enter}');
  expect(
    await screen.findByText('That food was not added. Your pantry holds at most 200 foods: remove some first.'),
  ).toBeInTheDocument();
  expect(field()).toHaveValue('basil');
});

it('"I used it up" puts the food on the shopping list as a line typed by hand, and takes it off the pantry', async () => {
  const { shoppingList } = await showPantry(['tomato', 'basil']);
  await userEvent.click(screen.getByRole('button', { name: 'I used it up: tomato' }));
  expect(await screen.findByText('Tomato used up: added to your shopping list.')).toBeInTheDocument();
  expect(shoppingList.add).toHaveBeenCalledWith(place, [
    { text: 'tomato', name: 'tomato', quantity: null, unit: null, recipeId: null, recipeTitle: null, checked: false },
  ]);
  await waitFor(() => expect(foodNames()).toEqual(['basil']));
});

it('keeps the food when the shopping list is full, and says why', async () => {
  const shoppingList = shoppingListPort();
  vi.mocked(shoppingList.add).mockRejectedValue(new ListFull('Your shopping list can hold at most 500 items.'));
  await showPantry(['tomato'], { shoppingList });
  await userEvent.click(screen.getByRole('button', { name: 'I used it up: tomato' }));
  expect(
    await screen.findByText('Tomato was not used up. Your shopping list can hold at most 500 items.'),
  ).toBeInTheDocument();
  expect(foodNames()).toEqual(['tomato']);
});

it('shows "What can I cook?" loading while the API has not answered', async () => {
  await showPantry(['tomato'], { listRecipes: vi.fn(() => new Promise<PantryRecipe[]>(() => undefined)) });
  expect(await within(cooking()).findByRole('status')).toHaveTextContent('Finding recipes you can cook…');
});

it('says why the recipes could not be found, and Try again asks again', async () => {
  const listRecipes = vi
    .fn<() => Promise<PantryRecipe[]>>()
    .mockRejectedValueOnce(new ApiRequestError('The server is busy.', 503))
    .mockResolvedValue([match('Tomato salad', [], ['tomato'])]);
  await showPantry(['tomato'], { listRecipes });
  const alert = await within(cooking()).findByRole('alert');
  expect(alert).toHaveTextContent('Could not find recipes for your pantry. The server is busy.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await within(cooking()).findByRole('heading', { name: 'Tomato salad' })).toBeInTheDocument();
  expect(listRecipes).toHaveBeenCalledTimes(2);
});

it('shows the recipes in the API’s order, each saying what is missing, and adds the missing to the list', async () => {
  const { shoppingList } = await showPantry(['tomato', 'basil'], {
    listRecipes: vi.fn(() =>
      Promise.resolve([
        match('Tomato salad', [], ['tomato', 'basil']),
        match('Creamy tomato pasta', ['basil', 'cream'], ['tomato']),
      ]),
    ),
  });
  const cards = await within(cooking()).findAllByRole('listitem');
  expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
    'Tomato salad',
    'Creamy tomato pasta',
  ]);
  expect(within(cards[0]!).getByText('You have everything')).toBeInTheDocument();
  expect(within(cards[0]!).queryByRole('button', { name: 'Add the missing to the shopping list' })).toBeNull();
  expect(cards[1]).toHaveTextContent('Missing: basil, cream');

  await userEvent.click(within(cards[1]!).getByRole('button', { name: 'Add the missing to the shopping list' }));
  expect(await screen.findByText('Added 2 items to your shopping list: basil, cream.')).toBeInTheDocument();
  const origin = { recipeId: 'creamy-tomato-pasta', recipeTitle: 'Creamy tomato pasta', checked: false };
  expect(shoppingList.add).toHaveBeenCalledWith(place, [
    { text: 'basil', name: 'basil', quantity: null, unit: null, ...origin },
    { text: 'cream', name: 'cream', quantity: null, unit: null, ...origin },
  ]);
  expect(within(cards[1]!).getByText('Added to your shopping list.')).toBeInTheDocument();
});

it('says so when no recipe uses the foods, pointing to All Recipes', async () => {
  await showPantry(['tomato']);
  expect(await within(cooking()).findByText('No recipe uses your foods yet.')).toBeInTheDocument();
  expect(within(cooking()).getByRole('link', { name: 'Browse All Recipes' })).toHaveAttribute('href', '/allRecipes');
});

it('asks again when the foods change, but not for a staple', async () => {
  const { listRecipes } = await showPantry(['tomato']);
  await waitFor(() => expect(listRecipes).toHaveBeenCalledTimes(1));
  await userEvent.type(field(), 'salt{Enter}');
  await screen.findByText('Added salt to your pantry.');
  // Longer than the pause before asking again (use-cookable.ts).
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(listRecipes).toHaveBeenCalledTimes(1);
  await userEvent.type(field(), 'basil{Enter}');
  await screen.findByText('Added basil to your pantry.');
  await waitFor(() => expect(listRecipes).toHaveBeenCalledTimes(2));
});
