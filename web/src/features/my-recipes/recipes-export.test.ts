// The export file: one schema.org Recipe per own recipe, from the pages' own
// JSON-LD builder, named by the day it was made.
import { describe, expect, it } from 'vitest';
import { recipeJsonLd } from '@recipe-book/schema/recipe-json-ld';
import { sampleRecipe } from '../../../../schema/test/support/sample-recipe';
import { exportFileName, recipesExport } from './recipes-export';

const ORIGIN = 'https://recipes.example.com';

describe('recipesExport', () => {
  it("lists each recipe as the page's JSON-LD, in the order given", () => {
    const soup = sampleRecipe('Soup');
    const salad = { ...sampleRecipe('Salad'), id: 'salad1', cookTime: 0, sourceUrl: 'https://example.com/salad' };
    const file = recipesExport([soup, salad], ORIGIN, new Date(2026, 4, 7, 23, 30));
    expect(file.count).toBe(2);
    expect(file.fileName).toBe('recipe-book-recipes-2026-05-07.json');
    const parsed: unknown = JSON.parse(file.text);
    expect(parsed).toEqual([recipeJsonLd(ORIGIN, soup), recipeJsonLd(ORIGIN, salad)]);
    expect(parsed).toMatchObject([
      { '@context': 'https://schema.org', '@type': 'Recipe', name: 'Soup', url: `${ORIGIN}/recipes/abc123` },
      { name: 'Salad', recipeIngredient: ['water', 'salt'], isBasedOn: 'https://example.com/salad' },
    ]);
  });

  it('is an empty list for a cook without recipes', () => {
    expect(JSON.parse(recipesExport([], ORIGIN, new Date()).text)).toEqual([]);
  });
});

describe('exportFileName', () => {
  it("dates the file by the cook's own calendar day, zero-padded", () => {
    expect(exportFileName(new Date(2026, 0, 2, 0, 5))).toBe('recipe-book-recipes-2026-01-02.json');
    expect(exportFileName(new Date(2025, 11, 31, 23, 59))).toBe('recipe-book-recipes-2025-12-31.json');
  });
});
