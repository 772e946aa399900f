// The query parameters of GET /recipes, GET /recipes/top/top-liked and
// GET /recipes/{id} (`servings`, `units`, `format`), and the `limit` and `cursor` every list
// shares (the reviews' too, reviews/schemas.ts), parsed and checked (400 names
// the parameter). Limits come from the shared constants. The OpenAPI document
// describes the parameters from these same schemas.
import { z } from 'zod';
import {
  COLLECTION_LIMITS,
  CUISINES,
  LIST_LIMIT,
  RECIPE_LIMITS,
  TOP_LIKED_LIMIT,
  type Cuisine,
} from '@recipe-book/schema/constants';
import { RECIPE_ID_PATTERN } from '@recipe-book/schema/collection';
import { FOOD_FILTER_MAX } from '@recipe-book/schema/food-words';
import { normalFood } from '@recipe-book/schema/foods';
import { RECIPE_SORTS, type RecipeSort } from '@recipe-book/schema/list-queries';
import { UNIT_SYSTEMS } from '@recipe-book/schema/units';
import { parseOrThrow } from '../http/validation';

/** The sorts of GET /recipes: All Recipes' own (schema/src/list-queries.ts), by the same names. */
export type ListSort = RecipeSort;
const DEFAULT_SORT: ListSort = '-createdAt';
const SORT_NAMES = Object.keys(RECIPE_SORTS) as [ListSort, ...ListSort[]];

const MAX_QUERY_LENGTH = 200;
const MAX_CURSOR_LENGTH = 2000;
const MAX_EMAIL_LENGTH = 320;

/** A whole number from `min` to `max`, written in the query string. */
function wholeNumberParam(min: number, max: number) {
  return z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
}

/** `?limit=`: a whole number from 1 to the maximum, the default when absent. */
export function limitParam(bounds: { default: number; max: number }, description: string) {
  return wholeNumberParam(1, bounds.max).default(bounds.default).describe(description);
}

/** Cuisines match case-insensitively (`italian` → `Italian`). */
const cuisineParam = z
  .string()
  .meta({ enum: [...CUISINES] })
  .transform((value, context): Cuisine => {
    const cuisine = CUISINES.find((name) => name.toLowerCase() === value.trim().toLowerCase());
    if (cuisine) return cuisine;
    context.addIssue({ code: 'custom', message: `must be one of ${CUISINES.join(', ')}` });
    return z.NEVER;
  });

/** Longest food named in `with`, `without` or `GET /foods?prefix=`. */
const MAX_FOOD_LENGTH = 60;

/**
 * `?with=` / `?without=`: comma-separated foods, each read as the normaliser
 * reads an ingredient line ("Tomatoes" is tomato, "nuts" is nut); a name that
 * is only preparation words ("fresh") or too long is refused.
 */
function foodListParam(description: string) {
  return z
    .string()
    .max(FOOD_FILTER_MAX * (MAX_FOOD_LENGTH + 1), 'is too long')
    .transform((text, context): string[] => {
      const names = text
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      if (names.length > FOOD_FILTER_MAX) {
        context.addIssue({ code: 'custom', message: `must name at most ${FOOD_FILTER_MAX} foods` });
        return z.NEVER;
      }
      const foods: string[] = [];
      for (const name of names) {
        const food = name.length <= MAX_FOOD_LENGTH ? normalFood(name) : undefined;
        if (food === undefined) {
          context.addIssue({ code: 'custom', message: `"${name.slice(0, MAX_FOOD_LENGTH)}" is not a food name` });
          return z.NEVER;
        }
        if (!foods.includes(food)) foods.push(food);
      }
      return foods;
    })
    .optional()
    .describe(description);
}

/** `?cursor=`: where a page starts (recipes/signed-cursor.ts reads it). */
export function cursorParam(belongsTo: string) {
  return z
    .string()
    .max(MAX_CURSOR_LENGTH, 'is not a cursor this API issued')
    .optional()
    .describe(
      'Where the page starts: the `X-Next-Cursor` of the previous page (or follow its `Link: rel="next"`). ' +
        `A cursor belongs to ${belongsTo} it was issued for; with others, or altered, it is refused (400).`,
    );
}

const ID_MAX = COLLECTION_LIMITS.recipeId.max;

/** `?ids=`: comma-separated recipe ids (as a collection may hold them), at most a page's worth, each once. */
const idListParam = z
  .string()
  .max(LIST_LIMIT.max * (ID_MAX + 1), 'is too long')
  .transform((text, context): string[] => {
    const ids = [
      ...new Set(
        text
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ];
    if (ids.length > LIST_LIMIT.max) {
      context.addIssue({ code: 'custom', message: `must name at most ${LIST_LIMIT.max} recipes` });
      return z.NEVER;
    }
    const bad = ids.find((id) => id.length > ID_MAX || !RECIPE_ID_PATTERN.test(id));
    if (bad !== undefined) {
      context.addIssue({ code: 'custom', message: `"${bad.slice(0, ID_MAX)}" is not a recipe id` });
      return z.NEVER;
    }
    return ids;
  })
  .optional()
  .describe(
    `These recipes again, as a page that shows them reads them to stay current: comma-separated ids, at most ` +
      `${LIST_LIMIT.max}, answered in the order given; those deleted or no longer public are left out. Combines ` +
      'with no other parameter.',
  );

export const listQuerySchema = z.object({
  ids: idListParam,
  limit: limitParam(LIST_LIMIT, 'Recipes per page.'),
  cursor: cursorParam('the filters and sort'),
  cuisine: cuisineParam.optional().describe('Only this cuisine (case-insensitive).'),
  q: z
    .string()
    .max(MAX_QUERY_LENGTH, `must be at most ${MAX_QUERY_LENGTH} characters`)
    .optional()
    .describe(
      'Search by title and by what is in it, ignoring case, accents and plurals: every word must start a word ' +
        'of the title or of one of its foods (`spag` finds "Spaghetti Carbonara", `lentils` a dal made with red ' +
        'lentils). A page reads a bounded number of recipes, so it can hold fewer than `limit` and still have a ' +
        'next page: the list ends when no `X-Next-Cursor` comes back.',
    ),
  with: foodListParam(
    `Only recipes with all of these foods: comma-separated, at most ${FOOD_FILTER_MAX} (\`chicken,garlic\`). ` +
      'A food is read as an ingredient line is (`Tomatoes` is tomato) and a broader food finds the narrower ' +
      'ones (`chicken` finds chicken thighs, `nuts` finds almonds). See GET /foods for known foods.',
  ),
  without: foodListParam(
    `Leave out recipes with any of these foods: comma-separated, at most ${FOOD_FILTER_MAX} (\`nuts,shellfish\`). ` +
      'Checked on a bounded number of recipes per page, like a search of three words.',
  ),
  sort: z
    .enum(SORT_NAMES, { error: `must be one of ${SORT_NAMES.join(', ')}` })
    .default(DEFAULT_SORT)
    .describe(
      'Newest first (default); by prep time ascending / descending; or `-rating`: the recipes that have ' +
        'reviews, best first (ratingAverage, then ratingCount, descending). Recipes without reviews are not ' +
        'in the `-rating` list.',
    ),
  // Form-encoded query strings turn an unescaped `+` into a space; e-mail addresses have no spaces.
  user: z
    .string()
    .max(MAX_EMAIL_LENGTH, `must be at most ${MAX_EMAIL_LENGTH} characters`)
    .transform((email) => email.trim().replaceAll(' ', '+').toLowerCase())
    .optional()
    .describe(
      "Only the caller's own recipes: needs a Bearer token whose e-mail is this one (401 without, 403 for " +
        'another e-mail). Such pages are never cached.',
    ),
});
export type ListQuery = z.output<typeof listQuerySchema>;

/** GET /foods: known foods that start with what was typed (or are one letter away from it). */
export const foodsQuerySchema = z.object({
  prefix: z
    .string({ error: 'is required' })
    .max(MAX_FOOD_LENGTH, `must be at most ${MAX_FOOD_LENGTH} characters`)
    .refine((text) => /[\p{L}\p{N}]/u.test(text), 'must have a letter or a digit')
    .describe(
      'What was typed: the last word is matched to the start of a word of a known food (`tom` finds tomato and ' +
        'cherry tomato); a word of 4 letters or more also finds foods one letter away (`tomatoe`, `chiken`).',
    ),
});

export const topLikedQuerySchema = z.object({ limit: limitParam(TOP_LIKED_LIMIT, 'How many recipes.') });

/** How GET /recipes/{id} answers: the API's JSON (default), or the schema.org Recipe JSON-LD of the recipe page. */
const RECIPE_FORMATS = ['json', 'jsonld'] as const;

export const oneRecipeQuerySchema = z
  .object({
    servings: wholeNumberParam(RECIPE_LIMITS.servings.min, RECIPE_LIMITS.servings.max)
      .optional()
      .describe(
        "Cook it for this many: the ingredient lines come back scaled from the recipe's own `servings` " +
          '(kitchen-friendly numbers: fractions for cups and spoons, rounded grams; ranges stay ranges), ' +
          'and the answer says so with `scaledTo`. Not with `format=jsonld` (400).',
      ),
    units: z
      .enum(UNIT_SYSTEMS, { error: `must be one of ${UNIT_SYSTEMS.join(', ')}` })
      .optional()
      .describe(
        'Show it in `metric` (g, kg, ml, l, °C) or `us` units (oz, lb, tsp, tbsp, cups, °F): the ingredient ' +
          'lines and the oven temperatures in the steps come back converted, in kitchen numbers (225 g, 1½ cups, ' +
          '180 °C ↔ 350 °F, with the gas mark alongside), and the answer says so with `convertedTo`. Lines ' +
          'without a unit that converts ("2 eggs", "a pinch of salt") stay as written; cups and grams convert ' +
          'into each other only for flour, sugar and butter. Works together with `servings`. Not with ' +
          '`format=jsonld` (400).',
      ),
    format: z
      .enum(RECIPE_FORMATS, { error: `must be one of ${RECIPE_FORMATS.join(', ')}` })
      .default('json')
      .describe(
        '`json` (default): the recipe as below. `jsonld`: the schema.org `Recipe` JSON-LD that the recipe ' +
          'page carries (`Content-Type: application/ld+json`), for apps that import recipes such as Mealie ' +
          'or Tandoor.',
      ),
  })
  // JSON-LD names the recipe page as its `@id`: it describes the recipe as published, never a scaled copy.
  .refine((query) => query.format !== 'jsonld' || query.servings === undefined, {
    path: ['servings'],
    message: 'cannot be combined with format=jsonld, which describes the recipe as published',
  })
  .refine((query) => query.format !== 'jsonld' || query.units === undefined, {
    path: ['units'],
    message: 'cannot be combined with format=jsonld, which describes the recipe as published',
  });
export type OneRecipeQuery = z.output<typeof oneRecipeQuerySchema>;

/** Query parameters as an object; an empty value counts as absent (`?cuisine=` means all cuisines). */
function present(query: URLSearchParams): Record<string, string> {
  return Object.fromEntries([...query.entries()].filter(([, value]) => value.trim() !== ''));
}

/** The query parsed with `schema`, or a 400 `invalid-parameter` that names the parameter. */
export const parseQuery = <Schema extends z.ZodObject>(schema: Schema, query: URLSearchParams): z.output<Schema> =>
  parseOrThrow(schema, present(query), 'invalid-parameter');

export const parseListQuery = (query: URLSearchParams): ListQuery => parseQuery(listQuerySchema, query);

export const parseTopLikedLimit = (query: URLSearchParams): number => parseQuery(topLikedQuerySchema, query).limit;

/** `?servings=` and `?units=` (undefined when absent) and `?format=` of GET /recipes/{id}. */
export const parseOneRecipeQuery = (query: URLSearchParams): OneRecipeQuery => parseQuery(oneRecipeQuerySchema, query);
