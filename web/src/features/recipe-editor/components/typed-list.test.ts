import { splitIngredients, splitInstructions } from '@recipe-book/schema/text-lists';
import { describe, expect, it } from 'vitest';
import { readTypedList } from './typed-list';

describe('readTypedList', () => {
  it('reads typed text as the shared splitting does when there is nothing written before', () => {
    const text = 'flour, eggs\n\n milk \r\nsalt,';
    expect(readTypedList(text, splitIngredients)).toEqual(splitIngredients(text));
    const steps = 'Mix. Bake at 180.5 degrees.\nServe';
    expect(readTypedList(steps, splitInstructions)).toEqual(splitInstructions(steps));
  });

  it('keeps a line that is one of the items as written whole', () => {
    const written = ['1 onion, finely chopped', 'Heat the oil. Add the onion.'];
    expect(readTypedList(' 1 onion, finely chopped \nsalt, pepper', splitIngredients, written)).toEqual([
      '1 onion, finely chopped',
      'salt',
      'pepper',
    ]);
    expect(readTypedList('Heat the oil. Add the onion.\nStir. Serve.', splitInstructions, written)).toEqual([
      'Heat the oil. Add the onion.',
      'Stir.',
      'Serve.',
    ]);
  });

  it('splits a written item the cook has changed, as typed text', () => {
    expect(readTypedList('1 onion, chopped', splitIngredients, ['1 onion, finely chopped'])).toEqual([
      '1 onion',
      'chopped',
    ]);
  });
});
