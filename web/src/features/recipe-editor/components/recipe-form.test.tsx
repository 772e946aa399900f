// The recipe form shared by Add Recipe and the Update dialog: every validation message shown as an
// alert beside its field (and as the field's description), the focus on the first bad field, the
// image preview and its placeholder, and "Nutrition per serving" folded away until an amount is refused.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { ComponentProps } from 'react';
import { PLACEHOLDER_IMAGE } from '@/components/ui/recipe-image';
import { RecipeForm } from './recipe-form';
import { RECIPE_FORM_DEFAULTS, useRecipeForm } from './recipe-form-values';

type Submit = ComponentProps<typeof RecipeForm>['onSubmit'];

function AddForm({ onSubmit = async () => undefined }: { onSubmit?: Submit }) {
  const form = useRecipeForm(RECIPE_FORM_DEFAULTS);
  return <RecipeForm form={form} showLikes submitLabel="Add Recipe" onSubmit={onSubmit} />;
}

// The form downloads its checks on first use and its extra fields with its first render: have both
// here before the first test waits for a message (on a busy machine either can take seconds).
beforeAll(async () => {
  await Promise.all([import('./recipe-form-schema'), import('./recipe-form-extras')]);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const field = (label: string) => screen.getByLabelText(label);

async function setText(label: string, text: string) {
  const input = field(label);
  // clear() leaves the focus in the field, where paste() puts the text.
  await userEvent.clear(input);
  if (text !== '') await userEvent.paste(text);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Add Recipe' }));

/** The message is an alert, the field is marked invalid and described by the message. */
async function expectMessage(label: string, message: string) {
  const alert = await screen.findByText(message);
  expect(alert).toHaveAttribute('role', 'alert');
  expect(field(label)).toHaveAttribute('aria-invalid', 'true');
  expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
}

async function fillValidRecipe() {
  await setText('Image URL', '/images/recipes/tomato-soup.webp');
  await setText('Title', 'Tomato soup');
  await setText('Ingredients', 'Tomatoes, Onion\nSalt');
  await setText('Instructions', 'Chop everything. Simmer for 20 minutes.');
  await setText('Prep time (minutes)', '15');
}

it('starts with 0 likes (read-only), Italian, 4 servings and no cooking', () => {
  render(<AddForm />);
  expect(field('Likes')).toHaveValue('0');
  expect(field('Likes')).toHaveAttribute('readonly');
  expect(field('Cuisine')).toHaveValue('Italian');
  expect(field('Servings')).toHaveValue(4);
  expect(field('Cook time (minutes)')).toHaveValue(0);
});

it('says what is wrong with a field as soon as it is left', async () => {
  render(<AddForm />);
  await setText('Servings', '');
  await userEvent.tab();
  await expectMessage('Servings', 'Servings is required');
});

it('shows every required field’s message beside it and focuses the first bad one, without submitting', async () => {
  const onSubmit = vi.fn<Submit>(async () => undefined);
  render(<AddForm onSubmit={onSubmit} />);
  await setText('Servings', '');
  await submit();
  await expectMessage('Image URL', 'Image is required');
  await expectMessage('Title', 'Title is required');
  await expectMessage('Ingredients', 'Add at least 1 ingredient');
  await expectMessage('Instructions', 'Add at least 1 instruction');
  await expectMessage('Prep time (minutes)', 'Prep time is required');
  await expectMessage('Servings', 'Servings is required');
  expect(field('Image URL')).toHaveFocus();
  expect(onSubmit).not.toHaveBeenCalled();
});

it('says which limit a value breaks, and moves the focus on to the next bad field once the first is fixed', async () => {
  render(<AddForm />);
  await setText('Image URL', 'pictures/soup.png');
  await setText('Title', 'T'.repeat(121));
  await setText('Ingredients', `Salt, ${'x'.repeat(201)}`);
  await setText('Instructions', 'Stir.');
  await setText('Prep time (minutes)', '0');
  await setText('Servings', '101');
  await setText('Cook time (minutes)', '-5');
  await submit();
  await expectMessage('Image URL', 'Image must be an http(s) URL or a path starting with /');
  await expectMessage('Title', 'Title must be at most 120 characters');
  await expectMessage('Ingredients', 'Ingredient must be at most 200 characters (item 2)');
  await expectMessage('Prep time (minutes)', 'Prep time must be at least 1 minute');
  await expectMessage('Servings', 'Servings must be at most 100');
  await expectMessage('Cook time (minutes)', 'Cook time must be at least 0 minutes');
  expect(field('Instructions')).not.toHaveAttribute('aria-invalid');

  await setText('Image URL', 'https://example.com/soup.jpg');
  await setText('Prep time (minutes)', '1441');
  await submit();
  await expectMessage('Prep time (minutes)', 'Prep time must be at most 1440 minutes');
  expect(field('Title')).toHaveFocus();

  await setText('Prep time (minutes)', '12.5');
  await submit();
  await expectMessage('Prep time (minutes)', 'Prep time must be a whole number of minutes');
});

it('previews the image as typed, and shows the placeholder when there is none or it does not load', async () => {
  // happy-dom loads no picture: each one is still loading until the test says it failed.
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
  render(<AddForm />);
  const preview = () => within(screen.getByRole('figure')).getByRole('presentation');
  expect(preview()).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  expect(preview()).toHaveAttribute('data-fallback');

  await setText('Image URL', '/images/recipes/lasagna.webp');
  expect(preview()).toHaveAttribute('src', '/images/recipes/lasagna.webp');
  expect(preview()).not.toHaveAttribute('data-fallback');

  await setText('Image URL', '/images/recipes/no-such-picture.webp');
  expect(preview()).toHaveAttribute('src', '/images/recipes/no-such-picture.webp');
  fireEvent.error(preview());
  expect(preview()).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  expect(preview()).toHaveAttribute('data-fallback');
});

it('keeps "Nutrition per serving" folded; a refused amount opens it and takes the focus on submit', async () => {
  const onSubmit = vi.fn<Submit>(async () => undefined);
  render(<AddForm onSubmit={onSubmit} />);
  const section = (await screen.findByText('Nutrition per serving')).closest('details');
  if (!section) throw new Error('no Nutrition per serving section');
  expect(section).not.toHaveAttribute('open');

  await fillValidRecipe();
  await setText('Calories (kcal)', '240');
  await setText('Fat (g)', '1200');
  await setText('Sodium (mg)', '300');
  // Folded again by the cook before submitting.
  act(() => {
    section.open = false;
  });
  await submit();
  await expectMessage('Fat (g)', 'Fat must be at most 1000 g');
  expect(section).toHaveAttribute('open');
  expect(field('Fat (g)')).toHaveFocus();
  expect(onSubmit).not.toHaveBeenCalled();

  await setText('Fat (g)', '9.5');
  await submit();
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ nutrition: { calories: 240, fat: 9.5, sodium: 300 } });
});
