// Scaling ingredient lines to other servings: the amounts change, rounded as a
// cook measures; the rest of each line stays exactly as written.
import { describe, expect, it } from 'vitest';
import { scaleIngredientLine, scaleIngredients } from '../src/scale-ingredients';

const SCALED: [line: string, double: string, oneAndHalf: string, half: string][] = [
  // Metric: decimals, sensibly rounded
  [
    '600 g chicken breast, in chunks',
    '1200 g chicken breast, in chunks',
    '900 g chicken breast, in chunks',
    '300 g chicken breast, in chunks',
  ],
  ['250ml milk', '500ml milk', '375ml milk', '125ml milk'],
  ['0.5 kg potatoes', '1 kg potatoes', '0.75 kg potatoes', '0.25 kg potatoes'],
  ['1.5 l vegetable stock', '3 l vegetable stock', '2.25 l vegetable stock', '0.75 l vegetable stock'],
  ['1 litre water', '2 litres water', '1.5 litres water', '0.5 litre water'],
  ['100 ml double cream', '200 ml double cream', '150 ml double cream', '50 ml double cream'],
  ['5 g dried yeast', '10 g dried yeast', '7.5 g dried yeast', '2.5 g dried yeast'],
  ['about 200 g baby spinach', 'about 400 g baby spinach', 'about 300 g baby spinach', 'about 100 g baby spinach'],
  // Cups and spoons: fractions, and the unit word follows the amount
  ['1½ cups rice', '3 cups rice', '2¼ cups rice', '¾ cup rice'],
  ['1 1/2 cups flour', '3 cups flour', '2¼ cups flour', '¾ cup flour'],
  ['⅓ cup sugar', '⅔ cup sugar', '½ cup sugar', '⅛ cup sugar'],
  ['2 tbsp tikka paste', '4 tbsp tikka paste', '3 tbsp tikka paste', '1 tbsp tikka paste'],
  ['1/2 tsp salt', '1 tsp salt', '¾ tsp salt', '¼ tsp salt'],
  ['1 tablespoon olive oil', '2 tablespoons olive oil', '1½ tablespoons olive oil', '½ tablespoon olive oil'],
  [
    '3 Tbsp. unsalted butter, melted',
    '6 Tbsp. unsalted butter, melted',
    '4½ Tbsp. unsalted butter, melted',
    '1½ Tbsp. unsalted butter, melted',
  ],
  ['2 cups flour', '4 cups flour', '3 cups flour', '1 cup flour'],
  // Ounces and pounds: fractions too
  [
    '8 oz cream cheese, softened',
    '16 oz cream cheese, softened',
    '12 oz cream cheese, softened',
    '4 oz cream cheese, softened',
  ],
  ['1 lb ground beef', '2 lb ground beef', '1½ lb ground beef', '½ lb ground beef'],
  // Ranges stay ranges, written with an en dash
  ['2-3 cloves garlic', '4–6 cloves garlic', '3–4½ cloves garlic', '1–1½ cloves garlic'],
  ['2–3 cloves garlic', '4–6 cloves garlic', '3–4½ cloves garlic', '1–1½ cloves garlic'],
  ['2 to 3 tbsp honey', '4–6 tbsp honey', '3–4½ tbsp honey', '1–1½ tbsp honey'],
  ['1-1½ cups chicken stock', '2–3 cups chicken stock', '1½–2¼ cups chicken stock', '½–¾ cup chicken stock'],
  // Counts; the name stays as written ("1 onions")
  ['3 large eggs', '6 large eggs', '4½ large eggs', '1½ large eggs'],
  ['2 onions, finely chopped', '4 onions, finely chopped', '3 onions, finely chopped', '1 onions, finely chopped'],
  ['1 clove garlic', '2 cloves garlic', '1½ cloves garlic', '½ clove garlic'],
  // Brackets: the size of each can stays, the same amount in other units scales
  [
    '1 (400 g) can chopped tomatoes',
    '2 (400 g) can chopped tomatoes',
    '1½ (400 g) can chopped tomatoes',
    '½ (400 g) can chopped tomatoes',
  ],
  [
    '2 cans (400 g each) black beans, drained',
    '4 cans (400 g each) black beans, drained',
    '3 cans (400 g each) black beans, drained',
    '1 can (400 g each) black beans, drained',
  ],
  [
    '1 can coconut milk (400 ml)',
    '2 cans coconut milk (400 ml)',
    '1½ cans coconut milk (400 ml)',
    '½ can coconut milk (400 ml)',
  ],
  [
    '1 cup (240 ml) whole milk',
    '2 cups (480 ml) whole milk',
    '1½ cups (360 ml) whole milk',
    '½ cup (120 ml) whole milk',
  ],
  ['8 oz (225g) cream cheese', '16 oz (450g) cream cheese', '12 oz (340g) cream cheese', '4 oz (115g) cream cheese'],
  // Two amounts, and amounts elsewhere in the line
  ['1 cup + 2 tbsp flour', '2 cups + 4 tbsp flour', '1½ cups + 3 tbsp flour', '½ cup + 1 tbsp flour'],
  ['Juice of 1 lemon', 'Juice of 2 lemon', 'Juice of 1½ lemon', 'Juice of ½ lemon'],
  ['Ripe tomatoes x2', 'Ripe tomatoes x4', 'Ripe tomatoes x3', 'Ripe tomatoes x1'],
  [
    '2 x 400g tins chopped tomatoes',
    '4 x 400g tins chopped tomatoes',
    '3 x 400g tins chopped tomatoes',
    '1 x 400g tins chopped tomatoes',
  ],
  // No amount: as written
  ['a pinch of salt', 'a pinch of salt', 'a pinch of salt', 'a pinch of salt'],
  ['salt, to taste', 'salt, to taste', 'salt, to taste', 'salt, to taste'],
  ['A handful of basil leaves', 'A handful of basil leaves', 'A handful of basil leaves', 'A handful of basil leaves'],
  ['For the sauce:', 'For the sauce:', 'For the sauce:', 'For the sauce:'],
];

describe('scaleIngredientLine', () => {
  it.each(SCALED)('scales "%s" ×2, ×1.5 and ×½', (line, double, oneAndHalf, half) => {
    expect(scaleIngredientLine(line, 2)).toBe(double);
    expect(scaleIngredientLine(line, 1.5)).toBe(oneAndHalf);
    expect(scaleIngredientLine(line, 0.5)).toBe(half);
  });

  it('gives every line back byte for byte at factor 1', () => {
    for (const [line] of SCALED) expect(scaleIngredientLine(line, 1)).toBe(line);
    expect(scaleIngredientLine(' 1 1/2  cups flour ', 1)).toBe(' 1 1/2  cups flour ');
  });

  it('keeps the spaces around and inside the line', () => {
    expect(scaleIngredientLine('  2 eggs ', 2)).toBe('  4 eggs ');
    expect(scaleIngredientLine('600  g chicken', 0.5)).toBe('300  g chicken');
  });

  it('rounds metric amounts sensibly: no "233.333 g"', () => {
    expect(scaleIngredientLine('700 g flour', 1 / 3)).toBe('235 g flour');
    expect(scaleIngredientLine('100 g butter', 1 / 3)).toBe('33 g butter');
    expect(scaleIngredientLine('4000 g potatoes', 1 / 3)).toBe('1330 g potatoes');
    expect(scaleIngredientLine('1 kg flour', 1 / 3)).toBe('0.335 kg flour');
  });

  it('rounds cups and spoons to the nearest eighth, quarter or third', () => {
    expect(scaleIngredientLine('1 cup milk', 1 / 3)).toBe('⅓ cup milk');
    expect(scaleIngredientLine('2 tbsp sugar', 1 / 3)).toBe('⅔ tbsp sugar');
    expect(scaleIngredientLine('1/2 tsp salt', 0.25)).toBe('⅛ tsp salt');
    expect(scaleIngredientLine('1½ cups rice', 0.75)).toBe('1¼ cups rice');
  });

  it('refuses a factor that is not a positive number', () => {
    for (const factor of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => scaleIngredientLine('2 eggs', factor)).toThrow(RangeError);
    }
  });
});

describe('scaleIngredients', () => {
  const tikkaMasalaForFour = [
    '600 g chicken breast, in chunks',
    '2 tbsp tikka paste',
    '1 onion, finely chopped',
    '2–3 cloves garlic',
    '1 (400 g) can chopped tomatoes',
    '150 ml double cream',
    '1½ cups rice',
    'salt, to taste',
  ];

  it('scales a recipe for 4 to 6 servings', () => {
    expect(scaleIngredients(tikkaMasalaForFour, 4, 6)).toEqual([
      '900 g chicken breast, in chunks',
      '3 tbsp tikka paste',
      '1½ onion, finely chopped',
      '3–4½ cloves garlic',
      '1½ (400 g) can chopped tomatoes',
      '225 ml double cream',
      '2¼ cups rice',
      'salt, to taste',
    ]);
  });

  it('scales a recipe for 4 to 3 and to 1 serving', () => {
    expect(scaleIngredients(tikkaMasalaForFour, 4, 3)).toEqual([
      '450 g chicken breast, in chunks',
      '1½ tbsp tikka paste',
      '¾ onion, finely chopped',
      '1½–2¼ cloves garlic',
      '¾ (400 g) can chopped tomatoes',
      '115 ml double cream',
      '1¼ cups rice',
      'salt, to taste',
    ]);
    expect(scaleIngredients(tikkaMasalaForFour, 4, 1)).toEqual([
      '150 g chicken breast, in chunks',
      '½ tbsp tikka paste',
      '¼ onion, finely chopped',
      '½–¾ clove garlic',
      '¼ (400 g) can chopped tomatoes',
      '38 ml double cream',
      '⅜ cup rice',
      'salt, to taste',
    ]);
  });

  it('gives the lines back unchanged for the servings they were written for', () => {
    expect(scaleIngredients(tikkaMasalaForFour, 4, 4)).toEqual(tikkaMasalaForFour);
  });

  it('refuses servings that are not positive numbers', () => {
    expect(() => scaleIngredients(tikkaMasalaForFour, 0, 4)).toThrow(RangeError);
    expect(() => scaleIngredients(tikkaMasalaForFour, 4, -2)).toThrow(RangeError);
  });
});
