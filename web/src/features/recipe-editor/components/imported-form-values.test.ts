// An imported draft becomes the Add Recipe form's values: every field the
// page gave (its nutrition per serving too), one item per line, the page's address kept as the source, and a
// picture the page lacked left as the form had it.
import type { ImportedRecipe } from '@recipe-book/schema/recipe-import';
import { describe, expect, it } from 'vitest';
import { importedFormValues } from './imported-form-values';
import { recipeFormSchema } from './recipe-form-schema';
import { NO_NUTRITION, RECIPE_FORM_DEFAULTS, type RecipeFormValues } from './recipe-form-values';

const imported: ImportedRecipe = {
  sourceUrl: 'https://cooking.example/pasta/carbonara',
  draft: {
    title: 'Spaghetti carbonara',
    image: 'https://cooking.example/images/carbonara.jpg',
    ingredients: ['200 g spaghetti', '100 g guanciale, diced', '2 eggs'],
    instructions: ['Boil the pasta. Salt the water well.', 'Fry the guanciale.', 'Toss everything off the heat.'],
    cuisine: 'Italian',
    prepTime: 10,
    cookTime: 15,
    servings: 2,
    categories: ['Dinner'],
    nutrition: { calories: 620, sodium: 900 },
  },
};

const halfTyped: RecipeFormValues = {
  ...RECIPE_FORM_DEFAULTS,
  image: '/images/recipes/lasagna.webp',
  title: 'Something else',
  categories: ['Vegan', 'Lunch'],
};

describe('importedFormValues', () => {
  it('fills every field from the draft, one item per line, with the page as the source', () => {
    expect(importedFormValues(imported, RECIPE_FORM_DEFAULTS)).toEqual({
      image: 'https://cooking.example/images/carbonara.jpg',
      title: 'Spaghetti carbonara',
      ingredients: '200 g spaghetti\n100 g guanciale, diced\n2 eggs',
      instructions: 'Boil the pasta. Salt the water well.\nFry the guanciale.\nToss everything off the heat.',
      cuisine: 'Italian',
      prepTime: '10',
      cookTime: '15',
      servings: '2',
      categories: ['Dinner'],
      sourceUrl: 'https://cooking.example/pasta/carbonara',
      // The page's nutrition per serving, for the cook to check.
      nutrition: { ...NO_NUTRITION, calories: '620', sodium: '900' },
      videoUrl: '',
      visibility: 'public',
      asWritten: { ingredients: imported.draft.ingredients, instructions: imported.draft.instructions },
    });
  });

  it("keeps the cook's choice of who can see it: a page read from elsewhere says nothing about that", () => {
    expect(importedFormValues(imported, { ...halfTyped, visibility: 'private' }).visibility).toBe('private');
  });

  it('replaces what the form held, the picture included', () => {
    const values = importedFormValues(imported, halfTyped);
    expect(values.title).toBe('Spaghetti carbonara');
    expect(values.image).toBe('https://cooking.example/images/carbonara.jpg');
    expect(values.categories).toEqual(['Dinner']);
  });

  it('keeps the picture the form had when the page has none', () => {
    const { image: _image, ...withoutImage } = imported.draft;
    const values = importedFormValues({ ...imported, draft: withoutImage }, halfTyped);
    expect(values.image).toBe('/images/recipes/lasagna.webp');
    expect(importedFormValues({ ...imported, draft: withoutImage }, RECIPE_FORM_DEFAULTS).image).toBe('');
  });

  it('parses back to the draft with its source: adding it unchanged saves what the page said, commas and all', () => {
    expect(recipeFormSchema.parse(importedFormValues(imported, RECIPE_FORM_DEFAULTS))).toEqual({
      ...imported.draft,
      sourceUrl: imported.sourceUrl,
      visibility: 'public',
    });
  });

  it('copies the lists, so ticking a box does not change the draft', () => {
    importedFormValues(imported, RECIPE_FORM_DEFAULTS).categories.push('Lunch');
    expect(imported.draft.categories).toEqual(['Dinner']);
  });
});
