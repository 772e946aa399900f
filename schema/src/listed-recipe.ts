// What a recipe card shows of a recipe: all that a list page (All Recipes,
// Home's top recipes) keeps in its loader data, and so in the HTML. The rating
// travels as its two exact counters; the card derives the average (rating.ts).
import type { Recipe } from './recipe';

export type ListedRecipe = Pick<
  Recipe,
  'id' | 'title' | 'image' | 'cuisine' | 'prepTime' | 'likeCount' | 'ratingCount' | 'ratingSum'
>;

export function listedRecipe({
  id,
  title,
  image,
  cuisine,
  prepTime,
  likeCount,
  ratingCount,
  ratingSum,
}: ListedRecipe): ListedRecipe {
  return { id, title, image, cuisine, prepTime, likeCount, ratingCount, ratingSum };
}
