// POST /recipes/import: a recipe page's address in, a draft of a new recipe
// out (docs/rest-api.md#importing-from-a-link). It reads someone else's page
// and writes nothing.
import { logger } from 'firebase-functions';
import { importResultSchema, recipeDraftSchema } from '@recipe-book/schema/recipe-import';
import { requireUser } from '../http/auth';
import { readJsonBody } from '../http/body';
import { HttpError } from '../http/errors';
import { route, type RouteContext } from '../http/router';
import { json } from '../http/types';
import { parseOrThrow } from '../http/validation';
import { extractRecipe } from './extract-recipe';
import { fetchPage } from './fetch-page';
import { toDraft } from './recipe-draft';
import { importRequestSchema } from './schemas';

const noRecipe = () =>
  new HttpError(
    422,
    'no-recipe',
    'The page holds no recipe we can read (no schema.org Recipe in JSON-LD or microdata)',
  );

/** The address to keep with the recipe: where the page was found, unless that is longer than a stored URL may be. */
function sourceUrlOf(found: URL, asked: string): string {
  const parsed = importResultSchema.shape.sourceUrl.safeParse(found.href);
  return parsed.success ? parsed.data : asked;
}

// POST /recipes/import — reads a recipe page into a draft of POST /recipes; stores nothing
async function importRoute({ request, countWrite }: RouteContext) {
  await requireUser(request);
  const { url } = parseOrThrow(importRequestSchema, readJsonBody(request));
  await countWrite();
  const page = await fetchPage(new URL(url));
  const recipe = extractRecipe(page.html, page.url);
  if (!recipe) throw noRecipe();
  const draft = recipeDraftSchema.safeParse(toDraft(recipe));
  if (!draft.success) {
    // toDraft keeps every field within the schema; if a page still gets past it, say so and learn from the log.
    logger.warn('An imported recipe did not fit the recipe schema', { url: page.url.href, issues: draft.error.issues });
    throw new HttpError(422, 'unreadable-recipe', 'The recipe on this page could not be read into a recipe of ours');
  }
  return json(200, { draft: draft.data, sourceUrl: sourceUrlOf(page.url, url) });
}

export const importRoutes = [
  // Before /recipes/:id, which would otherwise take "import" for an id.
  route('/recipes/import', {
    POST: {
      handler: importRoute,
      operationId: 'importRecipe',
      summary: 'Read a recipe page (schema.org Recipe in JSON-LD or microdata) into a draft of a new recipe',
      auth: 'bearer',
      body: importRequestSchema,
      success: { status: 200, description: 'The draft and the page it came from', schema: importResultSchema },
      errors: [422, 502, 504],
      cache: 'no-store',
      rateLimit: 'importRecipe',
    },
  }),
];
