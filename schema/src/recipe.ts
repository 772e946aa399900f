// The recipe schema: what a writer may put in `recipes/{id}` (docs/data-model.md).
// Used by the add/edit forms in web/, by the REST function's validation and by
// the OpenAPI document; firestore.rules mirrors it clause by clause.
import { z } from 'zod';
import {
  CATEGORIES,
  CUISINES,
  IMAGE_PATTERN,
  RECIPE_LIMITS as L,
  VIDEO_FILE_PATTERN,
  YOUTUBE_URL_PATTERN,
} from './constants';
import { NAME_WITHOUT_EMAIL } from './display-name';
import { nutritionSchema } from './nutrition';
import { noStarCounts, type StarCounts } from './rating';
import { visibilityField } from './visibility-field';

// Kept in constants.ts (a module without zod, for the forms' previews); exported here too, beside the schema that checks it.
export { IMAGE_PATTERN };

/** An http(s) URL with no whitespace: what the rules check a `sourceUrl` against too. */
export const WEB_URL_PATTERN = /^https?:\/\/\S+$/;

/** What the forms and the API say when a video link is neither YouTube nor a video file. */
export const VIDEO_URL_RULE =
  'Video must be an https:// link to YouTube (youtube.com, youtu.be, youtube-nocookie.com) ' +
  'or to an .mp4 or .webm file';

/** Titles and list items are single lines, stored trimmed. */
const SINGLE_LINE = /^[^\r\n]*$/;

/** A required single line of text, trimmed, at most `max` characters; messages name it `label`. */
export function line(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .regex(SINGLE_LINE, `${label} must be a single line`);
}

function lines(label: string, item: string, limits: { minItems: number; maxItems: number; itemMax: number }) {
  return z
    .array(line(item, limits.itemMax), { error: `${label} must be a list` })
    .min(limits.minItems, `Add at least ${limits.minItems} ${item.toLowerCase()}`)
    .max(limits.maxItems, `${label} can have at most ${limits.maxItems} items`);
}

export const recipeFields = {
  title: line('Title', L.title.max),
  image: z
    .string({ error: 'Image must be text' })
    .trim()
    .min(1, 'Image is required')
    .max(L.image.max, `Image must be at most ${L.image.max} characters`)
    .regex(IMAGE_PATTERN, 'Image must be an http(s) URL or a path starting with /'),
  ingredients: lines('Ingredients', 'Ingredient', L.ingredients),
  instructions: lines('Instructions', 'Instruction', L.instructions),
  cuisine: z.enum(CUISINES, { error: `Cuisine must be one of ${CUISINES.join(', ')}` }),
  prepTime: z
    .number({ error: 'Prep time must be a number of minutes' })
    .int('Prep time must be a whole number of minutes')
    .min(L.prepTime.min, `Prep time must be at least ${L.prepTime.min} minute`)
    .max(L.prepTime.max, `Prep time must be at most ${L.prepTime.max} minutes`),
  servings: z
    .number({ error: 'Servings must be a number' })
    .int('Servings must be a whole number')
    .min(L.servings.min, `Servings must be at least ${L.servings.min}`)
    .max(L.servings.max, `Servings must be at most ${L.servings.max}`)
    .describe('How many the recipe as written serves.'),
  cookTime: z
    .number({ error: 'Cook time must be a number of minutes' })
    .int('Cook time must be a whole number of minutes')
    .min(L.cookTime.min, `Cook time must be at least ${L.cookTime.min} minutes`)
    .max(L.cookTime.max, `Cook time must be at most ${L.cookTime.max} minutes`)
    .describe('Minutes of cooking after the preparation; 0 for a dish that is not cooked.'),
  categories: z
    .array(z.enum(CATEGORIES, { error: `Categories must be from ${CATEGORIES.join(', ')}` }), {
      error: 'Categories must be a list',
    })
    .max(L.categories.maxItems, `Pick at most ${L.categories.maxItems} categories`)
    .refine((list) => new Set(list).size === list.length, 'Categories must not repeat'),
  sourceUrl: z
    .string({ error: 'Source URL must be text' })
    .trim()
    .max(L.sourceUrl.max, `Source URL must be at most ${L.sourceUrl.max} characters`)
    .regex(WEB_URL_PATTERN, 'Source URL must be an http(s) URL')
    .optional()
    .describe('The page the recipe was imported or adapted from; absent for an original recipe.'),
  nutrition: nutritionSchema
    .optional()
    .describe('Per serving of the recipe as written, as its author or source gives it; absent when unknown.'),
  videoUrl: z
    .string({ error: 'Video must be text' })
    .trim()
    .max(L.videoUrl.max, `Video must be at most ${L.videoUrl.max} characters`)
    .refine((url) => YOUTUBE_URL_PATTERN.test(url) || VIDEO_FILE_PATTERN.test(url), VIDEO_URL_RULE)
    .optional()
    .describe(
      'A YouTube link (youtube.com/watch?v=, youtu.be/, /shorts/, /embed/, youtube-nocookie.com) ' +
        'or an https link to an .mp4 or .webm file.',
    ),
  visibility: visibilityField,
};

/** Content fields a recipe may leave out: the rules allow them without requiring them. */
export const OPTIONAL_RECIPE_FIELDS = [
  'sourceUrl',
  'nutrition',
  'videoUrl',
] as const satisfies (keyof typeof recipeFields)[];
type OptionalRecipeField = (typeof OPTIONAL_RECIPE_FIELDS)[number];
const isRequired = (field: string): field is Exclude<keyof RecipeInput, OptionalRecipeField> =>
  !(OPTIONAL_RECIPE_FIELDS as readonly string[]).includes(field);

/** Everything an author supplies when creating a recipe; unknown fields are rejected. */
export const recipeInputSchema = z.strictObject(recipeFields);
export type RecipeInput = z.output<typeof recipeInputSchema>;

const removable = <Field extends z.ZodType>(field: Field) =>
  field.nullable().describe(`${field.description ?? ''} In an edit, null removes it.`.trim());

/** The optional fields as an edit sends them: `null` removes one (the recipe then has no video, say). */
export const removableRecipeFields = {
  sourceUrl: removable(recipeFields.sourceUrl),
  nutrition: removable(recipeFields.nutrition),
  videoUrl: removable(recipeFields.videoUrl),
} satisfies Record<OptionalRecipeField, z.ZodType>;

/** An owner's edit: one or more of the content fields. */
export const recipePatchSchema = z
  .strictObject({ ...recipeFields, ...removableRecipeFields })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one field to change');
export type RecipePatch = z.output<typeof recipePatchSchema>;

/**
 * The author's public name stored on each recipe. No e-mail address is ever
 * public, so a name may not contain `@` (the rules refuse it too).
 */
export const displayNameSchema = line('Name', L.displayName.max).regex(
  NAME_WITHOUT_EMAIL,
  'Name must not contain @, so that no e-mail address is ever shown',
);

/**
 * Every field a writer puts in a new recipe: the rules require each of them
 * and allow no other apart from the optional ones above and the backend-kept ones below.
 */
export const RECIPE_DOC_FIELDS = [
  ...Object.keys(recipeFields).filter(isRequired),
  'likeCount',
  'wishlistCount',
  'ratingCount',
  'ratingSum',
  'starCounts',
  'ownerUid',
  'displayName',
  'createdAt',
  'updatedAt',
] as const;

/**
 * Fields only the backend writes (a Firestore trigger, the REST function, the
 * seed), derived from the content: a browser may neither set nor change them,
 * so the rules need not recompute them. `searchTokens` (see search.ts),
 * `foods` (see foods.ts) and `ratingAverage` (see rating.ts) lag a browser's
 * write by the trigger's moment.
 */
export const BACKEND_RECIPE_FIELDS = ['searchTokens', 'foods', 'ratingAverage'] as const;

/** A recipe as the app and the API read it, timestamps as the caller's type. */
export interface StoredRecipe<Time> extends RecipeInput {
  /** Backend-kept: the search tokens of the title and the foods (`searchFields`, recipe-foods.ts). */
  searchTokens?: string[];
  /** Backend-kept: the canonical foods of the ingredient lines, with their broader foods (`recipeFoods`, recipe-foods.ts). */
  foods?: string[];
  likeCount: number;
  wishlistCount: number;
  /** Reviews of the recipe, and the sum of their stars: moved with each review (rules enforce it). */
  ratingCount: number;
  ratingSum: number;
  /** How many reviews give each number of stars ('1'…'5'): moved with each review like ratingCount. */
  starCounts: StarCounts;
  /** Backend-kept: ratingSum / ratingCount, absent while there is no review (for sorting). */
  ratingAverage?: number;
  ownerUid: string;
  displayName: string;
  createdAt: Time;
  updatedAt: Time;
}

/** The counters of a new recipe, as every writer of one stores them (the rules require exactly these). */
export const NEW_RECIPE_COUNTERS: Readonly<
  Pick<StoredRecipe<unknown>, 'likeCount' | 'wishlistCount' | 'ratingCount' | 'ratingSum' | 'starCounts'>
> = Object.freeze({
  likeCount: 0,
  wishlistCount: 0,
  ratingCount: 0,
  ratingSum: 0,
  starCounts: Object.freeze(noStarCounts()),
});

/** A recipe read back with its document id, timestamps as `Date`. */
export interface Recipe extends StoredRecipe<Date> {
  id: string;
}
