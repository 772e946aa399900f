// The shopping list's items and its combined view: the same ingredient in the
// same unit adds up; the rest stays on lines of their own.
import { describe, expect, it } from 'vitest';
import { combineItems, ingredientKey, shoppingItem, type ShoppingItem } from '../src/combine-ingredients';

const texts = (lines: string[]) => combineItems(lines.map(shoppingItem)).map((line) => line.text);

describe('shoppingItem', () => {
  it('reads the amount, unit and name of a line as shown', () => {
    expect(shoppingItem('600 g chicken breast, in chunks')).toEqual({
      text: '600 g chicken breast, in chunks',
      name: 'chicken breast',
      quantity: 600,
      unit: 'gram',
    });
  });

  it('buys a range at its high end', () => {
    expect(shoppingItem('2–3 cloves garlic, crushed')).toEqual({
      text: '2–3 cloves garlic, crushed',
      name: 'garlic',
      quantity: 3,
      unit: 'clove',
    });
  });

  it('keeps a line without an amount, without one', () => {
    expect(shoppingItem(' salt, to taste ')).toEqual({
      text: 'salt, to taste',
      name: 'salt',
      quantity: null,
      unit: null,
    });
  });
});

describe('ingredientKey', () => {
  it('matches the same ingredient whatever its case, spacing or number', () => {
    const pairs = [
      ['Onions', 'onion'],
      [' red  onions ', 'Red onion'],
      ['tomatoes', 'tomato'],
      ['blueberries', 'blueberry'],
      ['chillies', 'chilli'],
      ['peaches', 'peach'],
      ['cloves', 'clove'],
      ['oranges', 'orange'],
    ];
    for (const [one, other] of pairs) expect(ingredientKey(one ?? '')).toBe(ingredientKey(other ?? ''));
  });

  it('keeps different ingredients apart', () => {
    expect(ingredientKey('watercress')).not.toBe(ingredientKey('watercres'));
    expect(ingredientKey('butter')).not.toBe(ingredientKey('peanut butter'));
  });
});

describe('combineItems', () => {
  it('adds up the same ingredient in the same unit', () => {
    const [butter, ...rest] = combineItems(['200 g butter', '150 g butter, softened'].map(shoppingItem));
    expect(rest).toEqual([]);
    expect(butter).toMatchObject({ text: '350 g butter', name: 'butter', quantity: 350, unit: 'gram' });
    expect(butter?.sources.map((item) => item.text)).toEqual(['200 g butter', '150 g butter, softened']);
  });

  it('adds up unit aliases, plurals and names in other cases', () => {
    expect(texts(['2 tbsp olive oil', '1 tablespoon olive oil'])).toEqual(['3 tbsp olive oil']);
    expect(texts(['1 onion', '2 onions, sliced'])).toEqual(['3 onions']);
    expect(texts(['150 g Blueberries', '50 g blueberries'])).toEqual(['200 g Blueberries']);
    expect(texts(['2–3 cloves garlic', '1 clove garlic'])).toEqual(['4 cloves garlic']);
    expect(texts(['1 can chopped tomatoes', '1 (400 g) can chopped tomatoes'])).toEqual(['2 cans chopped tomatoes']);
  });

  it('writes the total as a cook reads it', () => {
    expect(texts(['⅓ cup sugar', '⅓ cup sugar', '⅓ cup sugar'])).toEqual(['1 cup sugar']);
    expect(texts(['¾ cup milk', '1 cup milk'])).toEqual(['1¾ cups milk']);
    expect(texts(['500 g flour', '600 g flour'])).toEqual(['1100 g flour']);
    expect(texts(['233.333 g flour', '100 g flour'])).toEqual(['335 g flour']);
    expect(texts(['1 litre milk', '0.5 l milk'])).toEqual(['1.5 l milk']);
  });

  it('keeps apart what cannot be added up: other units, no amount, other sizes', () => {
    expect(texts(['1 kg flour', '200 g flour'])).toEqual(['1 kg flour', '200 g flour']);
    expect(texts(['200 g butter', '1 tbsp butter'])).toEqual(['200 g butter', '1 tbsp butter']);
    expect(texts(['salt, to taste', 'salt, to taste'])).toEqual(['salt, to taste', 'salt, to taste']);
    expect(texts(['3 large eggs', '2 eggs'])).toEqual(['3 large eggs', '2 eggs']);
    expect(texts(['2 onions', '200 g onions'])).toEqual(['2 onions', '200 g onions']);
  });

  it('keeps an item that stands alone exactly as shown', () => {
    const [only] = combineItems([shoppingItem('1 (400 g) can chopped tomatoes')]);
    expect(only?.text).toBe('1 (400 g) can chopped tomatoes');
  });

  it('lists each line where its first item is, and hands back the items it was given', () => {
    type StoredItem = ShoppingItem & { id: string; checked: boolean };
    const item = (id: string, line: string): StoredItem => ({ ...shoppingItem(line), id, checked: false });
    const items = [
      item('a', '200 g butter'),
      item('b', 'salt, to taste'),
      { id: 'c', text: 'Kitchen roll', name: 'Kitchen roll', quantity: null, unit: null, checked: false },
      item('d', '2 onions'),
      item('e', '150 g butter'),
      item('f', '1 onion'),
    ];
    const lines = combineItems(items);
    expect(lines.map((line) => line.text)).toEqual(['350 g butter', 'salt, to taste', 'Kitchen roll', '3 onions']);
    expect(lines.map((line) => line.sources.map((source) => source.id))).toEqual([
      ['a', 'e'],
      ['b'],
      ['c'],
      ['d', 'f'],
    ]);
    expect(lines[0]?.sources[1]).toBe(items[4]);
  });

  it('gives nothing for an empty list', () => {
    expect(combineItems([])).toEqual([]);
  });
});
