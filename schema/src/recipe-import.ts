// What POST /recipes/import answers (docs/rest-api.md#importing-from-a-link):
// a draft of a new recipe read from someone's page, and where the page was
// found. The function builds and documents it; the Add Recipe form reads it
// into the form for the cook to review.
import { z } from 'zod';
import { RECIPE_LIMITS as L } from './constants';
import { recipeFields, recipeInputSchema, WEB_URL_PATTERN } from './recipe';

/** A POST /recipes body, except that `image` is absent when the page has no usable picture. */
export const recipeDraftSchema = recipeInputSchema
  .omit({ sourceUrl: true, visibility: true })
  .extend({ image: recipeFields.image.optional().describe('Absent when the page names no usable picture.') });
export type RecipeDraft = z.output<typeof recipeDraftSchema>;

export const importResultSchema = z.object({
  draft: recipeDraftSchema.describe('A POST /recipes body, ready for the cook to review; nothing is stored.'),
  sourceUrl: z
    .string()
    .regex(WEB_URL_PATTERN)
    .max(L.sourceUrl.max)
    .describe('Where the page was found (after redirects): send it as `sourceUrl` with the recipe.'),
});
export type ImportedRecipe = z.output<typeof importResultSchema>;
