// The demo household's meal plan: Alice and Bob share the week the seed runs
// in (recipes, one of them twice so a shopping trip adds the servings up, and
// notes), each entry naming who added it (uid and name) and some who cooks, with something
// waiting in Someday. Computed from the day the seed runs (`today`, passed
// in: this module reads no clock) and checked with the shared household entry
// schema, as the app and the API write entries.
import { addDays, mondayOf } from '@recipe-book/schema/calendar-date';
import type { Meal } from '@recipe-book/schema/constants';
import { householdMealPlanEntrySchema } from '@recipe-book/schema/household';
import type { StoredMealPlanEntry } from '@recipe-book/schema/meal-plan';
import { addedByFields } from '@recipe-book/schema/signer';
import { SeedDataError, type PlannedRecipe } from './plan';
import { ALICE, BOB, type SeedUser } from './users';

/** `households/{householdId}/mealPlan/{id}`, with fixed ids: a rerun in another week replaces the entries. */
export interface PlannedMealPlanEntry {
  id: string;
  data: StoredMealPlanEntry<Date> & ReturnType<typeof addedByFields>;
}

/** A day of the week (0 = Monday, null = Someday), a meal, and a recipe with servings or a note. */
type Planned = [
  day: number | null,
  meal: Meal,
  what: { recipe: string; servings: number; cook?: SeedUser } | { note: string },
];

const PLANS: [SeedUser, Planned[]][] = [
  [
    ALICE,
    [
      [0, 'dinner', { recipe: 'butter-chicken', servings: 4, cook: ALICE }],
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
      [0, 'lunch', { recipe: 'tacos-al-pastor', servings: 2, cook: BOB }],
      [1, 'lunch', { recipe: 'greek-salad', servings: 2 }],
      [3, 'lunch', { recipe: 'shoyu-ramen', servings: 2 }],
      [4, 'lunch', { recipe: 'tacos-al-pastor', servings: 4, cook: BOB }],
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
  // Each entry after the others of its date and meal, Alice's first.
  const taken = new Map<string, number>();
  return PLANS.flatMap(([user, planned]) =>
    planned.map(([day, meal, what], index) => {
      const date = day === null ? null : addDays(monday, day);
      const recipe = 'recipe' in what ? recipes.find((candidate) => candidate.id === what.recipe) : undefined;
      if ('recipe' in what && !recipe) throw new SeedDataError(`meal plan of ${user.uid}: no recipe ${what.recipe}`);
      const slot = `${date ?? 'someday'} ${meal}`;
      const position = taken.get(slot) ?? 0;
      taken.set(slot, position + 1);
      const cook = 'cook' in what ? what.cook : undefined;
      const parsed = householdMealPlanEntrySchema.safeParse({
        date,
        meal,
        recipeId: recipe?.id ?? null,
        recipeTitle: recipe?.data.title ?? null,
        servings: 'servings' in what ? what.servings : null,
        note: 'note' in what ? what.note : '',
        position,
        ...(cook ? { cookUid: cook.uid } : {}),
        ...addedByFields(user),
      });
      if (!parsed.success) {
        throw new SeedDataError(`meal plan of ${user.uid}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
      }
      // The ids the entries had on each cook's own plan, kept as joining keeps them.
      const id = `seed-${user === ALICE ? 'alice' : 'bob'}-${String(index).padStart(2, '0')}`;
      return { id, data: { ...parsed.data, createdAt: at, updatedAt: at } };
    }),
  );
}
