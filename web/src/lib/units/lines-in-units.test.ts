// What the server converts for a recipe page reads, in the browser, exactly as
// the conversion code would convert it there; and it holds only for the
// recipe's own lines.
import { convertStepTemperatures } from '@recipe-book/schema/oven-temperatures';
import { convertIngredientLine, UNIT_SYSTEMS } from '@recipe-book/schema/units';
import { describe, expect, it } from 'vitest';
import { convertedFrom, linesInSystem } from './lines-in-units';
import { recipeInUnits } from './recipe-in-units';

const cake = {
  ingredients: ['225 g plain flour', '75 g cocoa powder', '250 ml milk', '3 eggs', '2 tbsp olive oil', '3 eggs'],
  instructions: [
    'Whisk everything until smooth.',
    'Divide between three lined 20 cm tins and bake at 180 °C for 25 minutes; cool completely.',
  ],
};

describe('recipeInUnits', () => {
  it.each(UNIT_SYSTEMS)('gives every line in %s as the conversion code does', (system) => {
    const converted = linesInSystem(recipeInUnits(cake), system);
    expect(cake.ingredients.map(converted.ingredient)).toEqual(
      cake.ingredients.map((line) => convertIngredientLine(line, system)),
    );
    expect(cake.instructions.map(converted.step)).toEqual(
      cake.instructions.map((step) => convertStepTemperatures(step, system)),
    );
  });

  it('lists only the lines that change, each once', () => {
    expect(recipeInUnits(cake).us).toEqual({
      ingredients: [
        ['225 g plain flour', '1¾ cups plain flour'],
        ['75 g cocoa powder', '2⅔ oz cocoa powder'],
        ['250 ml milk', '1 cup milk'],
      ],
      instructions: [
        [
          cake.instructions[1],
          'Divide between three lined 20 cm tins and bake at 350 °F (gas mark 4) for 25 minutes; cool completely.',
        ],
      ],
    });
    expect(recipeInUnits(cake).metric.ingredients).toEqual([]);
  });
});

describe('convertedFrom', () => {
  it('holds for the same lines, not for an edited ingredient or step', () => {
    expect(convertedFrom(cake, cake)).toBe(true);
    expect(convertedFrom(cake, { ...cake, ingredients: [...cake.ingredients] })).toBe(true);
    expect(convertedFrom(cake, { ...cake, ingredients: ['450 g plain flour', ...cake.ingredients.slice(1)] })).toBe(
      false,
    );
    expect(convertedFrom(cake, { ...cake, ingredients: cake.ingredients.slice(1) })).toBe(false);
    expect(convertedFrom(cake, { ...cake, instructions: ['Bake at 200 °C.'] })).toBe(false);
  });
});
