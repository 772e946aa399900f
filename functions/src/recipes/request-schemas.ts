// The REST request bodies, built from the shared recipe schema. Each one parses
// the wire format (with the conveniences for older clients) and pipes the
// result into the shared schema, so the stored shape is exactly what the web
// app and the rules accept. The OpenAPI document is generated from these.
import { z } from 'zod';
import { CATEGORIES, RECIPE_LIMITS } from '@recipe-book/schema/constants';
import { recipeFields, recipeInputSchema, recipePatchSchema, removableRecipeFields } from '@recipe-book/schema/recipe';
import { splitIngredients, splitInstructions } from '@recipe-book/schema/text-lists';
import { DEFAULT_VISIBILITY } from '@recipe-book/schema/visibility';

function listOrText(list: z.ZodArray<z.ZodString>, split: (text: string) => string[], label: string, how: string) {
  return z.union([list, z.string().transform(split).pipe(list)], {
    error: `${label} must be a list of texts or one text ${how}`,
  });
}

const wireFields = {
  title: recipeFields.title,
  image: recipeFields.image,
  ingredients: listOrText(recipeFields.ingredients, splitIngredients, 'Ingredients', 'separated by commas').describe(
    'A list, or one text separated by commas or line breaks.',
  ),
  instructions: listOrText(recipeFields.instructions, splitInstructions, 'Instructions', 'of sentences').describe(
    'A list, or one text that is split into sentences at full stops and line breaks.',
  ),
  cuisine: recipeFields.cuisine,
  prepTime: recipeFields.prepTime,
  servings: recipeFields.servings,
  cookTime: recipeFields.cookTime,
  categories: recipeFields.categories.describe('Distinct categories.'),
  sourceUrl: recipeFields.sourceUrl,
  nutrition: recipeFields.nutrition,
  videoUrl: recipeFields.videoUrl,
  visibility: recipeFields.visibility,
  category: z
    .enum(CATEGORIES, { error: `Category must be one of ${CATEGORIES.join(', ')}` })
    .describe('Shorthand for `categories: [category]`.'),
};

type WireCategories = { categories?: z.output<typeof recipeFields.categories>; category?: string };

/** `category` is a shorthand for a one-item `categories`; sending both is ambiguous. */
function oneCategoryForm(body: WireCategories, context: z.RefinementCtx): void {
  if (body.category !== undefined && body.categories !== undefined) {
    context.addIssue({ code: 'custom', path: ['category'], message: 'Send either category or categories, not both' });
  }
}

function mergeCategory<Body extends WireCategories>({ category, categories, ...rest }: Body) {
  return { ...rest, ...(category !== undefined ? { categories: [category] } : categories ? { categories } : {}) };
}

const ignoredIdentity = z
  .unknown()
  .optional()
  .describe('Ignored: the author comes from the ID token, and no e-mail address is ever stored.');

/**
 * POST /recipes. `categories` may be left out (older clients send none);
 * `servings` and `cookTime` start at the forms' defaults, `visibility` at public.
 */
export const recipeCreateRequestSchema = z
  .strictObject({
    ...wireFields,
    servings: wireFields.servings.default(RECIPE_LIMITS.servings.default),
    cookTime: wireFields.cookTime.default(RECIPE_LIMITS.cookTime.default),
    visibility: wireFields.visibility.default(DEFAULT_VISIBILITY),
    categories: wireFields.categories.optional(),
    category: wireFields.category.optional(),
    email: ignoredIdentity,
    displayName: ignoredIdentity,
    likeCount: z
      .literal(0, { error: 'likeCount starts at 0 and only likes change it' })
      .optional()
      .describe('Accepted for older clients; it must be 0.'),
  })
  .superRefine(oneCategoryForm)
  .transform(({ email: _email, displayName: _name, likeCount: _likes, ...body }) => ({
    categories: [],
    ...mergeCategory(body),
  }))
  .pipe(recipeInputSchema);

/** PATCH /recipes/{id}: one or more content fields; `null` removes an optional one. */
export const recipePatchRequestSchema = z
  .strictObject({ ...wireFields, ...removableRecipeFields })
  .partial()
  .superRefine(oneCategoryForm)
  .transform(mergeCategory)
  .pipe(recipePatchSchema);
