// "Nutrition per serving" on the recipe page: only the amounts the recipe tells, named with their
// units, and who gave them (the author, or the site an imported recipe came from); none, no label.
import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { NutritionLabel } from './nutrition-label';

it('lists the amounts told, with their units, given by the author', () => {
  render(<NutritionLabel nutrition={{ calories: 240, fat: 9.5, sodium: 300 }} displayName="Nora Nutrition" />);
  const label = screen.getByRole('region', { name: 'Nutrition per serving' });
  expect(
    within(label)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['Calories', 'Fat', 'Sodium']);
  expect(
    within(label)
      .getAllByRole('definition')
      .map((amount) => amount.textContent),
  ).toEqual(['240 kcal', '9.5 g', '300 mg']);
  expect(label).toHaveTextContent('Given by Nora Nutrition; per serving, whatever the servings shown.');
});

it('names the site an imported recipe’s amounts came from', () => {
  render(
    <NutritionLabel
      nutrition={{ calories: 480 }}
      sourceUrl="https://nonnas-kitchen.example/carbonara"
      displayName="Imogen Importer"
    />,
  );
  expect(screen.getByRole('region', { name: 'Nutrition per serving' })).toHaveTextContent(
    'From nonnas-kitchen.example;',
  );
});

it('shows no label for a recipe that tells no amount', () => {
  render(<NutritionLabel nutrition={{}} displayName="Nora Nutrition" />);
  expect(screen.queryByRole('region', { name: 'Nutrition per serving' })).toBeNull();
});
