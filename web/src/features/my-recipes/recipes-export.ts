// "Download my recipes": the cook's own recipes as one JSON file of schema.org
// `Recipe` JSON-LD, each made by the builder the recipe pages use
// (schema/src/recipe-json-ld.ts), so apps that import JSON-LD (Mealie,
// Tandoor) take them as they are. An array of Recipe objects, each with its
// own @context, is what those importers accept.
import type { Recipe } from '@recipe-book/schema/recipe';
import { recipeJsonLd, type RecipeJsonLd } from '@recipe-book/schema/recipe-json-ld';

export interface RecipesExport {
  fileName: string;
  /** Pretty-printed JSON, for a cook who opens the file. */
  text: string;
  count: number;
}

/** `recipe-book-recipes-2026-05-17.json`, dated in the cook's own time zone. */
export function exportFileName(day: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `recipe-book-recipes-${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}.json`;
}

/**
 * The export of `recipes` at the site's `origin` (their pages' URLs). The
 * reviews of other cooks stay on the site: each recipe carries its rating, not
 * their words.
 */
export function recipesExport(recipes: readonly Recipe[], origin: string, day: Date): RecipesExport {
  const list: RecipeJsonLd[] = recipes.map((recipe) => recipeJsonLd(origin, recipe));
  return { fileName: exportFileName(day), text: `${JSON.stringify(list, null, 2)}\n`, count: list.length };
}
