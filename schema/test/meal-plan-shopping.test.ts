import { describe, expect, it } from 'vitest';
import { mealPlanEntrySchema } from '../src/meal-plan';
import { planShoppingTrip, type ShoppableRecipe } from '../src/meal-plan-shopping';

const curry: ShoppableRecipe = { id: 'curry', title: 'Curry', ingredients: ['200 g rice', 'salt'], servings: 2 };
const recipes = new Map([[curry.id, curry]]);

describe('planShoppingTrip', () => {
  it('buys a recipe planned twice once, at the servings added up', () => {
    const trip = planShoppingTrip(
      [
        { id: 'mon', recipeId: 'curry', servings: 4 },
        { id: 'thu', recipeId: 'curry', servings: 2 },
      ],
      recipes,
    );
    expect(trip.items.map((item) => item.text)).toEqual(['600 g rice', 'salt']);
    expect(trip.recipes).toEqual([{ recipeId: 'curry', title: 'Curry', servings: 6 }]);
    expect(trip.skipped).toEqual([]);
  });

  it('skips notes and deleted recipes, and names them', () => {
    const trip = planShoppingTrip(
      [
        { id: 'note', recipeId: null, servings: null },
        { id: 'gone', recipeId: 'deleted', servings: 2 },
      ],
      recipes,
    );
    expect(trip.items).toEqual([]);
    expect(trip.skipped).toEqual([
      { id: 'note', reason: 'note' },
      { id: 'gone', reason: 'recipe-removed' },
    ]);
  });
});

describe('mealPlanEntrySchema', () => {
  const recipeEntry = {
    date: '2026-11-23',
    meal: 'dinner',
    recipeId: 'curry',
    recipeTitle: 'Curry',
    servings: 4,
    note: '',
    position: 0,
  };
  const noteEntry = {
    date: null,
    meal: 'lunch',
    recipeId: null,
    recipeTitle: null,
    servings: null,
    note: 'Leftovers',
    position: 1,
  };

  it('accepts a planned recipe and a note', () => {
    expect(mealPlanEntrySchema.safeParse(recipeEntry).success).toBe(true);
    expect(mealPlanEntrySchema.safeParse(noteEntry).success).toBe(true);
  });

  it('names the field that is wrong', () => {
    const firstPath = (entry: object) => mealPlanEntrySchema.safeParse(entry).error?.issues[0]?.path[0];
    expect(firstPath({ ...recipeEntry, date: '2026-02-29' })).toBe('date');
    expect(firstPath({ ...recipeEntry, meal: 'brunch' })).toBe('meal');
    expect(firstPath({ ...recipeEntry, servings: 0 })).toBe('servings');
    expect(firstPath({ ...recipeEntry, servings: 101 })).toBe('servings');
    expect(firstPath({ ...noteEntry, note: '   ' })).toBe('note');
    expect(firstPath({ ...noteEntry, note: 'x'.repeat(501) })).toBe('note');
  });
});
