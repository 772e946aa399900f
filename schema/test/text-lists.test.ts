// The splitting shared by the Add Recipe form and the REST API: what a cook
// types in either becomes the same lists.
import { describe, expect, it } from 'vitest';
import { joinLines, splitIngredients, splitInstructions } from '../src/text-lists';

describe('splitIngredients', () => {
  it('splits at commas and at line breaks, trimming and dropping empty items', () => {
    expect(splitIngredients('flour, eggs,milk')).toEqual(['flour', 'eggs', 'milk']);
    expect(splitIngredients('flour\r\n eggs \n\nmilk, salt,')).toEqual(['flour', 'eggs', 'milk', 'salt']);
    expect(splitIngredients(' , \n ')).toEqual([]);
  });
});

describe('splitInstructions', () => {
  it('splits after a full stop that ends a sentence, and at line breaks', () => {
    expect(splitInstructions('Chop everything. Simmer for 20 minutes.\nServe hot')).toEqual([
      'Chop everything.',
      'Simmer for 20 minutes.',
      'Serve hot',
    ]);
  });

  it('keeps decimal points and full stops inside a word', () => {
    expect(splitInstructions('Bake at 180.5 degrees. Use a 1.5l dish.')).toEqual([
      'Bake at 180.5 degrees.',
      'Use a 1.5l dish.',
    ]);
  });
});

describe('joinLines', () => {
  it('gives a text that splits back into the same list', () => {
    const ingredients = ['2 cups flour', 'a pinch of salt'];
    expect(splitIngredients(joinLines(ingredients))).toEqual(ingredients);
    const instructions = ['Mix.', 'Rest for 10 minutes'];
    expect(splitInstructions(joinLines(instructions))).toEqual(instructions);
  });
});
