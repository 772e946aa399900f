// Per-account write limits of the REST API: the one place these numbers live
// (README "Rate limits" and the OpenAPI document are generated or written from
// here). Reads are not limited: Hosting's CDN and the bounded pages carry them.

export interface RateLimit {
  /** Calls allowed per window and account. */
  max: number;
  windowSeconds: number;
  /** What is counted, for the 429 message: "at most 30 new recipes per hour". */
  counts: string;
  per: string;
}

export const RATE_LIMITS = {
  /** POST /recipes. */
  createRecipe: { max: 30, windowSeconds: 3600, counts: 'new recipes', per: 'hour' },
  /** PATCH and DELETE /recipes/{id}. */
  changeRecipe: { max: 120, windowSeconds: 3600, counts: 'recipe edits and deletes', per: 'hour' },
  /** Likes and unlikes together. */
  like: { max: 120, windowSeconds: 60, counts: 'likes and unlikes', per: 'minute' },
  /** PUT and DELETE /recipes/{id}/reviews/me together: far more than a cook writes, well below a flood. */
  review: { max: 60, windowSeconds: 3600, counts: 'review writes and deletes', per: 'hour' },
  /** POST /recipes/import: each one fetches a page from another site, so fewer than recipe writes. */
  importRecipe: { max: 30, windowSeconds: 3600, counts: 'recipe imports', per: 'hour' },
  /** POST, PATCH and DELETE /mealplan together: a week planned by a script is a few dozen. */
  planMeal: { max: 600, windowSeconds: 3600, counts: 'meal plan changes', per: 'hour' },
  /** POST /mealplan/shopping-list: each one may add up to 500 items. */
  shopMealPlan: { max: 30, windowSeconds: 3600, counts: 'shopping trips from the meal plan', per: 'hour' },
  /** POST, PATCH and DELETE /shopping-list together: a script ticking off a trip is a few dozen. */
  changeShoppingList: { max: 600, windowSeconds: 3600, counts: 'shopping list changes', per: 'hour' },
  /** PUT /pantry: a cook's script syncing what is on hand, not a flood. */
  changePantry: { max: 300, windowSeconds: 3600, counts: 'pantry changes', per: 'hour' },
  /** Creating, joining, leaving and changing households, and their invitations: a few a day. */
  household: { max: 60, windowSeconds: 3600, counts: 'household changes', per: 'hour' },
  /** POST, PATCH and DELETE /collections together: a cook filing a few dozen recipes, not a flood. */
  changeCollection: { max: 120, windowSeconds: 3600, counts: 'collection changes', per: 'hour' },
  /** POST /mealplan/feed-key: a new link now and then, not a stream of them. */
  newFeedKey: { max: 10, windowSeconds: 3600, counts: 'new calendar feed links', per: 'hour' },
} as const satisfies Record<string, RateLimit>;

export type RateLimitedAction = keyof typeof RATE_LIMITS;

/** Firestore collection of the counters: `rateLimits/{uid}_{action}`, denied to every client by the rules. */
export const RATE_LIMITS_COLLECTION = 'rateLimits';
