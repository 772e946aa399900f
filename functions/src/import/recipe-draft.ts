// An extracted recipe as a draft of a POST /recipes body: each text clipped to
// our limits, times and servings within our ranges, the cuisine mapped to our
// list (Others when none matches) and the categories where they match ours.
// The cook reviews the draft in the Add Recipe form before anything is saved.
import { CATEGORIES, CUISINES, RECIPE_LIMITS as L, type Cuisine } from '@recipe-book/schema/constants';
import { IMAGE_PATTERN } from '@recipe-book/schema/recipe';
import type { RecipeDraft } from '@recipe-book/schema/recipe-import';
import { HttpError } from '../http/errors';
import type { ExtractedRecipe } from './schema-org-recipe';

type Category = (typeof CATEGORIES)[number];

/** At most `max` characters (code points, as the schema counts them), cut with an ellipsis. */
function clip(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max
    ? text
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

const within = (value: number, { min, max }: { min: number; max: number }) =>
  Math.min(max, Math.max(min, Math.round(value)));

const clipAll = (items: string[], limits: { maxItems: number; itemMax: number }) =>
  items.slice(0, limits.maxItems).map((item) => clip(item, limits.itemMax));

const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u);

/** "Italian", "Southern Italian", "italian cuisine" → Italian; nothing of ours → Others. */
function mapCuisine(cuisines: string[]): Cuisine {
  const ours = CUISINES.filter((cuisine) => cuisine !== 'Others');
  for (const text of cuisines) {
    const found = ours.find((cuisine) => words(text).includes(cuisine.toLowerCase()));
    if (found) return found;
  }
  return 'Others';
}

/** "Desserts", "Breakfast, Brunch" → Dessert, Breakfast; a vegan diet → Vegan. */
function mapCategories(recipe: ExtractedRecipe): Category[] {
  const given = recipe.categories.flatMap(words);
  const matches = CATEGORIES.filter((category) => {
    const name = category.toLowerCase();
    return given.includes(name) || given.includes(`${name}s`);
  });
  const vegan: Category[] = recipe.diets.includes('VeganDiet') ? ['Vegan'] : [];
  return [...new Set([...matches, ...vegan])].slice(0, L.categories.maxItems);
}

/**
 * Preparation: the page's prepTime, else what the total leaves after cooking,
 * else the total; at least the schema's minimum. Cooking: the page's cookTime,
 * else what the total leaves after preparing, else 0.
 */
function times({ prepMinutes, cookMinutes, totalMinutes }: ExtractedRecipe) {
  const rest = (known: number | undefined) =>
    totalMinutes !== undefined && known !== undefined && totalMinutes > known ? totalMinutes - known : undefined;
  const prep = prepMinutes ?? rest(cookMinutes) ?? totalMinutes ?? L.prepTime.min;
  const cook = cookMinutes ?? rest(prepMinutes) ?? L.cookTime.default;
  return { prepTime: within(prep, L.prepTime), cookTime: within(cook, L.cookTime) };
}

const usableImage = (url: string) => url.length <= L.image.max && IMAGE_PATTERN.test(url);

const incompleteRecipe = (missing: string) =>
  new HttpError(422, 'incomplete-recipe', `The recipe on this page has no ${missing} that we can read`);

/** The draft of a recipe; a 422 when the page's recipe lacks a name, ingredients or instructions. */
export function toDraft(recipe: ExtractedRecipe): RecipeDraft {
  const title = clip(recipe.title, L.title.max);
  if (!title) throw incompleteRecipe('name');
  if (recipe.ingredients.length === 0) throw incompleteRecipe('ingredients');
  if (recipe.instructions.length === 0) throw incompleteRecipe('instructions');
  const image = recipe.images.find(usableImage);
  return {
    title,
    ...(image ? { image } : {}),
    ingredients: clipAll(recipe.ingredients, L.ingredients),
    instructions: clipAll(recipe.instructions, L.instructions),
    cuisine: mapCuisine(recipe.cuisines),
    ...times(recipe),
    servings: within(recipe.servings ?? L.servings.default, L.servings),
    categories: mapCategories(recipe),
    ...(recipe.nutrition ? { nutrition: recipe.nutrition } : {}),
  };
}
