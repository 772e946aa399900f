// The body and the answer of POST /recipes/import; the OpenAPI document is
// generated from them.
import { z } from 'zod';
import { RECIPE_LIMITS as L } from '@recipe-book/schema/constants';
import { WEB_URL_PATTERN } from '@recipe-book/schema/recipe';
import { recipeDraftSchema } from './recipe-draft';

export const importRequestSchema = z.strictObject({
  url: z
    .string({ error: 'URL must be text' })
    .trim()
    .min(1, 'Send the URL of a recipe page')
    .max(L.sourceUrl.max, `URL must be at most ${L.sourceUrl.max} characters`)
    .regex(WEB_URL_PATTERN, 'URL must be an http(s) URL')
    .refine((url) => URL.canParse(url), 'URL is not a valid address')
    .describe('The address of a recipe page (http or https).'),
});

export const importResultSchema = z.object({
  draft: recipeDraftSchema.describe('A POST /recipes body, ready for the cook to review; nothing is stored.'),
  sourceUrl: z
    .string()
    .regex(WEB_URL_PATTERN)
    .max(L.sourceUrl.max)
    .describe('Where the page was found (after redirects): send it as `sourceUrl` with the recipe.'),
});
