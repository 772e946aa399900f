// Product constants (spec §9, contract §2). The one place these numbers live:
// web/ and functions/ import them, firestore.rules mirrors the recipe limits and
// tests/rules proves the two agree.

export const CUISINES = ['Italian', 'Mexican', 'Indian', 'Chinese', 'Others'] as const;
export type Cuisine = (typeof CUISINES)[number];
export const DEFAULT_CUISINE: Cuisine = 'Italian';

export const CATEGORIES = ['Breakfast', 'Lunch', 'Dinner', 'Dessert', 'Vegan'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Field limits of a recipe document (contract §2). */
export const RECIPE_LIMITS = {
  title: { min: 1, max: 120 },
  image: { max: 2048 },
  ingredients: { minItems: 1, maxItems: 100, itemMax: 200 },
  instructions: { minItems: 1, maxItems: 100, itemMax: 2000 },
  prepTime: { min: 1, max: 1440 },
  categories: { maxItems: 5 },
  displayName: { min: 1, max: 80 },
} as const;

/** Recipes per page in the app's lists (spec §9). */
export const PAGE_SIZE = 12;

/** GET /recipes page size: default and maximum of `?limit=`. */
export const LIST_LIMIT = { default: PAGE_SIZE, max: 50 } as const;

/** GET /recipes/top/top-liked: default and maximum of `?limit=`. */
export const TOP_LIKED_LIMIT = { default: 6, max: 24 } as const;

/** Largest request body the REST API accepts (413 above it). */
export const MAX_BODY_BYTES = 64 * 1024;

/** Password policy on register and login (spec §5, §9). */
export const PASSWORD_RULE = {
  minLength: 8,
  pattern: /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).+$/,
  hint: 'At least 8 characters, including a number, a lowercase letter and an uppercase letter',
} as const;

/** Toasts: top-right, 5 s, coloured, pause on hover and focus loss, draggable (spec §9). */
export const TOAST_OPTIONS = { position: 'top-right', durationMs: 5000 } as const;

/** Hero carousel (spec §9). */
export const CAROUSEL = { slides: 4, autoplayMs: 3000, speedMs: 600, gap: 30 } as const;

/** Home page content sizes (spec §9). */
export const BLOG_TEASER_LENGTH = 120;
export const BLOG_POST_COUNT = 3;
export const TEAM_SIZE = 3;
export const UPCOMING_RECIPE_COUNT = 2;

/** Animations default to 1000 ms and are skipped when reduced motion is preferred. */
export const ANIMATION_MS = 1000;
export const TYPEWRITER = { typeMs: 80, deleteMs: 50, delayMs: 1500 } as const;

/** Google sign-in popup size (spec §9). */
export const AUTH_POPUP = { width: 500, height: 600 } as const;

/** Footer (spec §1). */
export const FOOTER_YEAR = 2025;
