// A stored entry as the API answers it, fields picked one by one, times as ISO strings.
import type { StoredEntry } from './collection';
import type { MealPlanEntryResponse } from './schemas';

export function toMealPlanEntry(id: string, entry: StoredEntry, recipeRemoved: boolean): MealPlanEntryResponse {
  return {
    id,
    date: entry.date,
    meal: entry.meal,
    recipeId: entry.recipeId,
    recipeTitle: entry.recipeTitle,
    servings: entry.servings,
    note: entry.note,
    position: entry.position,
    recipeRemoved,
    // Only where stored: a cook's own entries name nobody who added them.
    ...(entry.cookUid === undefined ? {} : { cookUid: entry.cookUid }),
    ...(entry.addedBy === undefined ? {} : { addedBy: entry.addedBy }),
    createdAt: entry.createdAt.toDate().toISOString(),
    updatedAt: entry.updatedAt.toDate().toISOString(),
  };
}
