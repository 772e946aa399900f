// A typed client of the Recipe Book REST API: the paths, parameters, bodies
// and answers come from src/schema.d.ts (generated from GET /openapi.json),
// the requests are made by openapi-fetch.
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './schema';

export type { components, operations, paths } from './schema';

export type Recipe = components['schemas']['Recipe'];
export type RecipeCreate = components['schemas']['RecipeCreate'];
export type Review = components['schemas']['Review'];
export type Collection = components['schemas']['Collection'];
export type CollectionSummary = components['schemas']['CollectionSummary'];
export type ApiError = components['schemas']['Error'];
/**
 * Typed for JSON answers. GET /recipes/{id}?format=jsonld answers JSON-LD
 * instead: its shape is `components['schemas']['RecipeJsonLd']`.
 */
export type RecipeBookClient = Client<paths, 'application/json'>;

export interface RecipeBookClientOptions {
  /** Where the API answers, e.g. `https://recipes.example.com/api` (the site's /api rewrite). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <token>` with every request: a Firebase ID token. Reads need none. */
  token?: string;
}

export function createRecipeBookClient({ baseUrl, token }: RecipeBookClientOptions): RecipeBookClient {
  return createClient<paths, 'application/json'>({
    baseUrl,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

/** The cursor of the page after this one (`X-Next-Cursor`), or undefined on the last page. */
export const nextCursor = (response: Response): string | undefined =>
  response.headers.get('X-Next-Cursor') ?? undefined;
