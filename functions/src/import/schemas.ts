// The body of POST /recipes/import (its answer, which the web app reads too,
// is in schema/src/recipe-import.ts); the OpenAPI document is generated from them.
import { z } from 'zod';
import { RECIPE_LIMITS as L } from '@recipe-book/schema/constants';
import { WEB_URL_PATTERN } from '@recipe-book/schema/recipe';

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
