// The check of a food typed into the pantry, downloaded on first use: read as
// the search box reads a food (foods.ts: "Tomatoes" is tomato), as the API's
// and the rules' pantry keeps it, with a sentence for what cannot be one.
import { PANTRY_LIMITS } from '@recipe-book/schema/constants';
import { normalFood } from '@recipe-book/schema/foods';

export function checkPantryFood(text: string): { food: string } | { error: string } {
  const typed = text.trim();
  if (typed === '') return { error: 'Type a food to add, e.g. “tomatoes”.' };
  if (typed.length > PANTRY_LIMITS.food.max) {
    return { error: `A food must be at most ${PANTRY_LIMITS.food.max} characters.` };
  }
  const food = normalFood(typed);
  return food === undefined ? { error: `“${typed}” names no food. Type what it is, e.g. “basil”.` } : { food };
}
