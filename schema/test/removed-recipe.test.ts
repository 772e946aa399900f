// What a deleted recipe leaves on plans and lists: its title as plain text,
// marked removed, within the limits the schema and the rules check.
import { describe, expect, it } from 'vitest';
import { RECIPE_LIMITS } from '../src/constants';
import { mealPlanEntrySchema } from '../src/meal-plan';
import { MEAL_PLAN_LIMITS } from '../src/meal-plan-constants';
import { REMOVED_RECIPE_SUFFIX, removedRecipeLabel, removedRecipeNote } from '../src/removed-recipe';
import { shoppingItemFields } from '../src/shopping-list';

describe('removedRecipeLabel', () => {
  it('marks the title removed', () => {
    expect(removedRecipeLabel('Leftover lasagne', 120)).toBe('Leftover lasagne (recipe removed)');
  });

  it('shortens a long title, never the mark, and counts a character outside the BMP once', () => {
    const label = removedRecipeLabel(`${'🍝'.repeat(110)}`, RECIPE_LIMITS.title.max);
    expect(Array.from(label)).toHaveLength(RECIPE_LIMITS.title.max);
    expect(label.endsWith(REMOVED_RECIPE_SUFFIX)).toBe(true);
    expect(shoppingItemFields.recipeTitle.safeParse(label).success).toBe(true);
  });

  it('names a recipe without a title', () => {
    expect(removedRecipeLabel(null, 120)).toBe('A recipe (recipe removed)');
  });
});

describe('removedRecipeNote', () => {
  const entry = { date: '2026-11-23', meal: 'dinner', position: 0 } as const;

  it('turns a planned recipe into a note the schema accepts, its own note on the next line', () => {
    const note = removedRecipeNote({ recipeTitle: 'Leftover lasagne', note: 'Double it' });
    expect(note).toEqual({
      recipeId: null,
      recipeTitle: null,
      servings: null,
      note: 'Leftover lasagne (recipe removed)\nDouble it',
    });
    expect(mealPlanEntrySchema.safeParse({ ...entry, ...note }).success).toBe(true);
  });

  it('cuts the end of a note that would not fit', () => {
    const title = 'T'.repeat(MEAL_PLAN_LIMITS.recipeTitle.max);
    const { note } = removedRecipeNote({ recipeTitle: title, note: 'n'.repeat(MEAL_PLAN_LIMITS.note.max) });
    expect(note).toHaveLength(MEAL_PLAN_LIMITS.note.max);
    expect(note.startsWith(`${title}${REMOVED_RECIPE_SUFFIX}\n`)).toBe(true);
  });
});
