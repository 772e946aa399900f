// The data contract's constants: what a recipe may hold and how the lists and
// the REST API page. The one place these numbers live: web/ and functions/
// import them, firestore.rules mirrors the recipe limits and tests/rules proves
// the two agree. Interface-only numbers (toasts, carousel, …) live in
// web/src/config/ui.ts.
import type { Visibility } from './visibility';

export const CUISINES = ['Italian', 'Mexican', 'Indian', 'Chinese', 'Others'] as const;
export type Cuisine = (typeof CUISINES)[number];
export const DEFAULT_CUISINE: Cuisine = 'Italian';

export const CATEGORIES = ['Breakfast', 'Lunch', 'Dinner', 'Dessert', 'Vegan'] as const;

/** A recipe's picture: an http(s) URL, or a path on this site that starts with exactly one `/`. */
export const IMAGE_PATTERN = /^(?:https?:\/\/\S+|\/[^/\s]\S*)$/;

// A recipe's video: a YouTube link in any of the shapes people copy, or a
// video file served over https (.mp4 or .webm). firestore.rules mirrors both
// patterns; tests/rules proves it. video-url.ts reads what a link plays.
/** A YouTube video id: 11 characters of the URL-safe base64 alphabet. */
const YOUTUBE_ID = '([A-Za-z0-9_-]{11})';

/**
 * youtube.com/watch?v=ID (with or without www. or m., any other query
 * parameter before v=), youtube.com/shorts/ID, /embed/ID, /live/ID,
 * youtube-nocookie.com/embed/ID and youtu.be/ID; anything may follow the id
 * after ?, &, # or /. Only https, and no whitespace anywhere.
 */
export const YOUTUBE_URL_PATTERN = new RegExp(
  '^https://(?:' +
    '(?:(?:www|m)\\.)?youtube\\.com/(?:watch\\?(?:[^#\\s]*&)?v=|(?:shorts|embed|live)/)' +
    '|(?:www\\.)?youtube-nocookie\\.com/embed/' +
    '|youtu\\.be/' +
    `)${YOUTUBE_ID}(?:[?&#/]\\S*)?$`,
);

/** An https address on any host whose path ends in .mp4 or .webm (any letter case), a query or fragment after it. */
export const VIDEO_FILE_PATTERN = /^https:\/\/[^/?#\s]+\/[^?#\s]*\.(?:[mM][pP]4|[wW][eE][bB][mM])(?:[?#]\S*)?$/;

/** Field limits of a recipe document (docs/data-model.md#recipes). */
export const RECIPE_LIMITS = {
  title: { min: 1, max: 120 },
  image: { max: 2048 },
  ingredients: { minItems: 1, maxItems: 100, itemMax: 200 },
  instructions: { minItems: 1, maxItems: 100, itemMax: 2000 },
  prepTime: { min: 1, max: 1440 },
  /** How many the recipe as written serves; forms and the REST API start at `default`. */
  servings: { min: 1, max: 100, default: 4 },
  /** Minutes of cooking after the preparation; 0 for a dish that is not cooked (a salad). */
  cookTime: { min: 0, max: 1440, default: 0 },
  categories: { maxItems: 5 },
  /** Optional: the page a recipe was imported or adapted from (an http(s) URL). */
  sourceUrl: { max: 2048 },
  /** Optional: a YouTube link or an https .mp4/.webm file (video-url.ts). */
  videoUrl: { max: 2048 },
  // Optional nutrition per serving: its limits are NUTRITION_LIMITS in
  // nutrition-constants.ts (every page's JSON-LD builder reads them, so they
  // are not in this module, which every page downloads too).
  displayName: { min: 1, max: 80 },
} as const;

/** A review of a recipe (docs/data-model.md#reviews): 1–5 stars and an optional plain text. */
export const REVIEW_LIMITS = {
  rating: { min: 1, max: 5 },
  text: { max: 2000 },
} as const;

/**
 * A shopping list item (docs/data-model.md#shopping-list). A scaled line can
 * be longer than the ingredient it came from ("1 cup" → "1½ cups"), so the
 * text allows more than an ingredient's 200. At most `maxItems` per list: the
 * rules refuse an add past it, by the list's kept count (list-counts.ts).
 */
export const SHOPPING_LIST_LIMITS = {
  maxItems: 500,
  text: { max: 300 },
  unit: { max: 40 },
  recipeId: { max: 128 },
  quantity: { max: 1_000_000 },
} as const;

/**
 * Personal access tokens of the REST API (docs/rest-api.md#personal-access-tokens):
 * at most `maxPerAccount` per account, each with a name the cook chose.
 */
export const API_TOKEN_LIMITS = {
  maxPerAccount: 10,
  name: { max: 60 },
} as const;

/**
 * A pantry (docs/data-model.md#pantry): the foods a cook has on hand, at most
 * `maxFoods`, each a canonical food (foods.ts) of at most `food.max`
 * characters. One document holds the list, so the rules check its size.
 */
export const PANTRY_LIMITS = {
  maxFoods: 200,
  food: { max: 60 },
} as const;

/**
 * A household (docs/data-model.md#households): cooks who share one meal plan
 * and one shopping list. A name of at most `name.max` characters, at most
 * `maxMembers` cooks (the owner included), and invitation links valid for
 * `invite.validDays` days and usable `invite.maxUses` times. The rules check
 * the name and the member count; the API checks the invitations.
 */
export const HOUSEHOLD_LIMITS = {
  name: { min: 1, max: 60 },
  maxMembers: 10,
  invite: { validDays: 7, maxUses: 10 },
} as const;

/**
 * A collection of recipes (docs/data-model.md#collections): a cook's named,
 * ordered list of at most `recipeIds.maxItems` recipes, each listed once, by
 * its id (`recipeId`: letters, digits, `_` and `-`, as Firestore's generated
 * ids and the seed's slugs are). The rules check every one of these numbers;
 * `list` is GET /collections?owner='s page size (default and maximum of `?limit=`).
 */
export const COLLECTION_LIMITS = {
  name: { min: 1, max: 80 },
  description: { max: 500 },
  recipeIds: { maxItems: 200 },
  recipeId: { max: 128 },
  list: { default: 50, max: 100 },
} as const;

/** A new collection's visibility (schema/src/visibility.ts): a cook shares one on purpose, never by accident. */
export const DEFAULT_COLLECTION_VISIBILITY: Visibility = 'private';

/** Reviews per page, on the recipe page and in GET /recipes/{id}/reviews (default and maximum of `?limit=`). */
export const REVIEWS_LIMIT = { default: 10, max: 50 } as const;

/** Reviews a recipe page's JSON-LD carries (the newest). */
export const JSON_LD_REVIEWS = 5;

/** Recipes per page in the app's lists. */
export const PAGE_SIZE = 12;

/** GET /recipes page size: default and maximum of `?limit=`. */
export const LIST_LIMIT = { default: PAGE_SIZE, max: 50 } as const;

/** GET /recipes/top/top-liked: default and maximum of `?limit=`. */
export const TOP_LIKED_LIMIT = { default: 6, max: 24 } as const;

/** Largest request body the REST API accepts (413 above it). */
export const MAX_BODY_BYTES = 64 * 1024;

/** Password policy on register and login. */
export const PASSWORD_RULE = {
  minLength: 8,
  pattern: /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).+$/,
  hint: 'At least 8 characters, including a number, a lowercase letter and an uppercase letter',
} as const;

// The meal planner's limits and meals live in a module of their own, so that
// a page that imports these constants does not download them too.
export { MEAL_PLAN_LIMITS, MEALS, type Meal } from './meal-plan-constants';
