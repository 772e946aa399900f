// Reading ingredient lines as cooks write them: metric and US measures, fractions
// (ASCII, unicode, mixed), ranges with - and –, "a pinch of", "to taste",
// brackets and decimals. The expected values are what a cook reads in each line.
import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from '../src/ingredient-line';

type Expected = [quantity: number | null, quantity2: number | null, unit: string | null, name: string];

const LINES: [line: string, expected: Expected][] = [
  // Metric
  ['600 g chicken breast, in chunks', [600, null, 'gram', 'chicken breast']],
  ['250ml milk', [250, null, 'milliliter', 'milk']],
  ['0.5 kg potatoes', [0.5, null, 'kilogram', 'potatoes']],
  ['1.5 l vegetable stock', [1.5, null, 'liter', 'vegetable stock']],
  ['1 litre water', [1, null, 'liter', 'water']],
  ['500 grams dried pasta', [500, null, 'gram', 'dried pasta']],
  ['1 kg floury potatoes, peeled', [1, null, 'kilogram', 'floury potatoes']],
  ['100 ml double cream', [100, null, 'milliliter', 'double cream']],
  ['5 g dried yeast', [5, null, 'gram', 'dried yeast']],
  ['1 dl cream', [1, null, 'deciliter', 'cream']],
  ['150g butter, softened', [150, null, 'gram', 'butter']],
  // US measures
  ['1½ cups rice', [1.5, null, 'cup', 'rice']],
  ['2 tbsp tikka paste', [2, null, 'tablespoon', 'tikka paste']],
  ['1 tablespoon olive oil', [1, null, 'tablespoon', 'olive oil']],
  ['3 Tbsp. unsalted butter, melted', [3, null, 'tablespoon', 'unsalted butter']],
  ['1 tsp ground cumin', [1, null, 'teaspoon', 'ground cumin']],
  ['1 lb ground beef', [1, null, 'pound', 'ground beef']],
  ['8 oz cream cheese, softened', [8, null, 'ounce', 'cream cheese']],
  ['10 fl oz double cream', [10, null, 'fluid ounce', 'double cream']],
  ['1 stick butter', [1, null, 'stick', 'butter']],
  ['1 cup of sugar', [1, null, 'cup', 'sugar']],
  // Fractions: ASCII, unicode, mixed numbers
  ['1/2 tsp salt', [0.5, null, 'teaspoon', 'salt']],
  ['⅓ cup sugar', [0.333, null, 'cup', 'sugar']],
  ['¼ tsp cayenne pepper', [0.25, null, 'teaspoon', 'cayenne pepper']],
  ['1 1/2 cups flour', [1.5, null, 'cup', 'flour']],
  ['1 ½ tsp baking soda', [1.5, null, 'teaspoon', 'baking soda']],
  ['2 1/4 cups all-purpose flour', [2.25, null, 'cup', 'all-purpose flour']],
  ['1 1/2 teaspoons vanilla extract', [1.5, null, 'teaspoon', 'vanilla extract']],
  ['½ lemon, juiced', [0.5, null, null, 'lemon']],
  // Ranges with -, – and words
  ['2-3 cloves garlic', [2, 3, 'clove', 'garlic']],
  ['2–3 cloves garlic', [2, 3, 'clove', 'garlic']],
  ['2 to 3 tbsp honey', [2, 3, 'tablespoon', 'honey']],
  ['1-1½ cups chicken stock', [1, 1.5, 'cup', 'chicken stock']],
  ['1/2 to 3/4 cup water', [0.5, 0.75, 'cup', 'water']],
  ['3-4 medium potatoes', [3, 4, null, 'medium potatoes']],
  // Counts, and the count words that are units
  ['3 large eggs', [3, null, null, 'large eggs']],
  ['2 eggs', [2, null, null, 'eggs']],
  ['2 onions, finely chopped', [2, null, null, 'onions']],
  ['1 onion', [1, null, null, 'onion']],
  ['4 cloves garlic, crushed', [4, null, 'clove', 'garlic']],
  ['1 bunch fresh coriander', [1, null, 'bunch', 'fresh coriander']],
  ['2 sprigs thyme', [2, null, 'sprig', 'thyme']],
  ['6 slices bacon', [6, null, 'slice', 'bacon']],
  ['2 tins chickpeas, drained', [2, null, 'tin', 'chickpeas']],
  ['1 dash Worcestershire sauce', [1, null, 'dash', 'Worcestershire sauce']],
  ['2 pinches of chilli flakes', [2, null, 'pinch', 'chilli flakes']],
  // No amount: a pinch, to taste, a handful, a group header
  ['a pinch of salt', [null, null, null, 'a pinch of salt']],
  ['pinch of salt', [null, null, 'pinch', 'salt']],
  ['salt, to taste', [null, null, null, 'salt']],
  ['A handful of basil leaves', [null, null, null, 'A handful of basil leaves']],
  ['For the sauce:', [null, null, null, 'For the sauce:']],
  // Brackets: the size of each can, or the same amount in other units
  ['1 (400 g) can chopped tomatoes', [1, null, 'can', 'chopped tomatoes']],
  ['1 (14.5 oz) can diced tomatoes', [1, null, 'can', 'diced tomatoes']],
  ['1 can coconut milk (400 ml)', [1, null, 'can', 'coconut milk']],
  ['2 cans (400 g each) black beans, drained', [2, null, 'can', 'black beans']],
  ['1 cup (240 ml) whole milk', [1, null, 'cup', 'whole milk']],
  // Amounts elsewhere in the line, or in two parts
  ['Juice of 1 lemon', [1, null, null, 'Juice of lemon']],
  ['Ripe tomatoes x2', [2, null, null, 'Ripe tomatoes']],
  ['2 x 400g tins chopped tomatoes', [2, null, null, 'x 400g tins chopped tomatoes']],
  ['about 200 g baby spinach', [200, null, 'gram', 'baby spinach']],
  ['1 cup + 2 tbsp flour', [1.125, null, 'cup', 'flour']],
  ['1 cup plus 2 tablespoons flour', [1.125, null, 'cup', 'flour']],
];

describe('parseIngredientLine', () => {
  it.each(LINES)('reads "%s"', (line, [quantity, quantity2, unit, name]) => {
    expect(parseIngredientLine(line)).toEqual({ text: line, quantity, quantity2, unit, name });
  });

  it('normalises unit aliases to one unit id', () => {
    const units = ['2 g salt', '2 gram salt', '2 grams salt', '2 gramme salt'].map(
      (line) => parseIngredientLine(line).unit,
    );
    expect(new Set(units)).toEqual(new Set(['gram']));
    const spoons = ['1 tbsp oil', '1 Tbsp oil', '1 T oil', '1 tablespoon oil', '2 tablespoons oil'];
    expect(new Set(spoons.map((line) => parseIngredientLine(line).unit))).toEqual(new Set(['tablespoon']));
  });

  it('keeps the line as written, spaces and all', () => {
    expect(parseIngredientLine('  2 eggs ').text).toBe('  2 eggs ');
  });

  it('gives no single amount for two amounts that do not convert into each other', () => {
    expect(parseIngredientLine('1 can + 2 tbsp tomato purée')).toMatchObject({ quantity: null, unit: null });
  });

  it('reads a comma in a number as a thousands separator, not a decimal comma', () => {
    // parse-ingredient's default (decimalSeparator "."): our recipes write decimals with a point.
    expect(parseIngredientLine('1,500 g flour')).toMatchObject({ quantity: 1500, unit: 'gram' });
  });

  it('reads an empty line as nothing', () => {
    expect(parseIngredientLine('')).toEqual({ text: '', quantity: null, quantity2: null, unit: null, name: '' });
  });
});
