// What a deleted recipe leaves on the plans and lists that named it: plain
// text, never its id (docs/data-model.md#meal-plan). A recipe created later
// under the same id (a browser chooses its recipe's id) must inherit nothing,
// so the delete cascade turns each planned recipe into a note, "Leftover
// lasagne (recipe removed)", and each shopping item's recipe into its title
// alone, with the same words.
import { MEAL_PLAN_LIMITS } from './meal-plan-constants';

export const REMOVED_RECIPE_SUFFIX = ' (recipe removed)';

/** `text` cut to at most `max` characters, counted in code points as the schema and the rules count them. */
const cut = (text: string, max: number) => Array.from(text).slice(0, max).join('').trimEnd();

/** "Leftover lasagne (recipe removed)", at most `max` characters: the title is shortened, never the suffix. */
export function removedRecipeLabel(title: string | null, max: number): string {
  const budget = max - Array.from(REMOVED_RECIPE_SUFFIX).length;
  const named = title === null || title.trim() === '' ? 'A recipe' : title;
  return `${cut(named.trim(), budget)}${REMOVED_RECIPE_SUFFIX}`;
}

/**
 * A planned recipe as the note it becomes: the label, then the entry's own
 * note on the next line, within the note's limit (its end cut if need be).
 */
export function removedRecipeNote(entry: { recipeTitle: string | null; note: string }): {
  recipeId: null;
  recipeTitle: null;
  servings: null;
  note: string;
} {
  const { max } = MEAL_PLAN_LIMITS.note;
  const label = removedRecipeLabel(entry.recipeTitle, max);
  const note = entry.note.trim() === '' ? label : cut(`${label}\n${entry.note.trim()}`, max);
  return { recipeId: null, recipeTitle: null, servings: null, note };
}
