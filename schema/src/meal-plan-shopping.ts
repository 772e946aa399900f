// One shopping trip for planned meals: the web app (POST to the cook's list in
// Firestore) and the REST API (POST /mealplan/shopping-list) both turn the
// chosen entries into shopping items here. A recipe planned more than once is
// bought once, at the servings added up (Monday for 4 + Thursday for 2 = one
// set of lines for 6); notes and deleted recipes go nowhere and are named.
import type { MealPlanEntryInput } from './meal-plan';
import { itemsFromRecipe, type ShoppingItemInput } from './shopping-list';

/** What a recipe must offer to be shopped for. */
export interface ShoppableRecipe {
  id: string;
  title: string;
  ingredients: readonly string[];
  servings: number;
}

export type SkipReason = 'note' | 'recipe-removed';

export interface ShoppingTrip {
  items: ShoppingItemInput[];
  /** The recipes bought for, in plan order, with the servings added up. */
  recipes: { recipeId: string; title: string; servings: number }[];
  skipped: { id: string; reason: SkipReason }[];
}

type PlannedEntry = Pick<MealPlanEntryInput, 'recipeId' | 'servings'> & { id: string };

/**
 * The items for `entries` (in plan order); `recipes` holds every planned
 * recipe that still exists, by id.
 */
export function planShoppingTrip(
  entries: readonly PlannedEntry[],
  recipes: ReadonlyMap<string, ShoppableRecipe>,
): ShoppingTrip {
  const servingsByRecipe = new Map<string, number>();
  const skipped: ShoppingTrip['skipped'] = [];
  for (const entry of entries) {
    if (entry.recipeId === null) skipped.push({ id: entry.id, reason: 'note' });
    else if (!recipes.has(entry.recipeId)) skipped.push({ id: entry.id, reason: 'recipe-removed' });
    else servingsByRecipe.set(entry.recipeId, (servingsByRecipe.get(entry.recipeId) ?? 0) + (entry.servings ?? 0));
  }
  const planned = [...servingsByRecipe].map(([recipeId, servings]) => ({ recipe: recipes.get(recipeId)!, servings }));
  return {
    items: planned.flatMap(({ recipe, servings }) => itemsFromRecipe(recipe, servings)),
    recipes: planned.map(({ recipe, servings }) => ({ recipeId: recipe.id, title: recipe.title, servings })),
    skipped,
  };
}
