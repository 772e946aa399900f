// The demo cooks' meal plans: Alice and Bob each have the week the seed runs
// in planned (recipes, one of them twice so a shopping trip adds the servings
// up, and notes) and something waiting in Someday. Computed from the day the
// seed runs (`today`, passed in: this module reads no clock) and checked with
// the shared entry schema, as the app and the API write entries.
import { addDays, mondayOf } from '@recipe-book/schema/calendar-date';
import type { Meal } from '@recipe-book/schema/constants';
import { mealPlanEntrySchema, type StoredMealPlanEntry } from '@recipe-book/schema/meal-plan';
import { SeedDataError, type PlannedRecipe } from './plan';
import { ALICE, BOB, type SeedUser } from './users';

/** `users/{uid}/mealPlan/{id}`, with fixed ids: a rerun in another week replaces the entries. */
export interface PlannedMealPlanEntry {
  uid: string;
  id: string;
  data: StoredMealPlanEntry<Date>;
}

/** A day of the week (0 = Monday, null = Someday), a meal, and a recipe with servings or a note. */
type Planned = [day: number | null, meal: Meal, what: { recipe: string; servings: number } | { note: string }];

const PLANS: [SeedUser, Planned[]][] = [
  [
    ALICE,
    [
      [0, 'dinner', { recipe: 'butter-chicken', servings: 4 }],
      [1, 'dinner', { recipe: 'margherita-pizza', servings: 2 }],
      [2, 'lunch', { note: 'Leftovers from Monday' }],
      [2, 'dinner', { recipe: 'minestrone-soup', servings: 4 }],
      [3, 'dinner', { recipe: 'butter-chicken', servings: 2 }],
      [4, 'dinner', { note: 'Eating out with Sam' }],
      [5, 'breakfast', { recipe: 'buttermilk-pancakes', servings: 4 }],
      [6, 'dinner', { recipe: 'beef-lasagna', servings: 6 }],
      [null, 'dinner', { recipe: 'classic-tiramisu', servings: 8 }],
    ],
  ],
  [
    BOB,
    [
      [0, 'dinner', { recipe: 'tacos-al-pastor', servings: 2 }],
      [1, 'lunch', { recipe: 'greek-salad', servings: 2 }],
      [2, 'dinner', { recipe: 'shoyu-ramen', servings: 2 }],
      [4, 'dinner', { recipe: 'tacos-al-pastor', servings: 4 }],
      [5, 'snack', { recipe: 'classic-guacamole', servings: 4 }],
      [6, 'lunch', { note: 'Barbecue at the park' }],
      [null, 'breakfast', { recipe: 'breakfast-burritos', servings: 2 }],
    ],
  ],
];

export function planMealPlans(today: string, recipes: readonly PlannedRecipe[]): PlannedMealPlanEntry[] {
  const monday = mondayOf(today);
  // A fixed time per week, so that a second run in the same week writes the same documents.
  const at = new Date(`${monday}T00:00:00Z`);
  return PLANS.flatMap(([user, planned]) =>
    planned.map(([day, meal, what], index) => {
      const date = day === null ? null : addDays(monday, day);
      const recipe = 'recipe' in what ? recipes.find((candidate) => candidate.id === what.recipe) : undefined;
      if ('recipe' in what && !recipe) throw new SeedDataError(`meal plan of ${user.uid}: no recipe ${what.recipe}`);
      const parsed = mealPlanEntrySchema.safeParse({
        date,
        meal,
        recipeId: recipe?.id ?? null,
        recipeTitle: recipe?.data.title ?? null,
        servings: 'servings' in what ? what.servings : null,
        note: 'note' in what ? what.note : '',
        position: index,
      });
      if (!parsed.success) {
        throw new SeedDataError(`meal plan of ${user.uid}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
      }
      const id = `seed-${String(index).padStart(2, '0')}`;
      return { uid: user.uid, id, data: { ...parsed.data, createdAt: at, updatedAt: at } };
    }),
  );
}
