// Who may see a recipe (`recipes/{id}.visibility`, docs/data-model.md#visibility):
// the one list of values, the default, and what each value means for a reader
// and for a list. firestore.rules mirrors it (isReadableRecipe, isListedRecipe)
// and tests/rules/recipe-visibility.test.ts proves they agree. No zod here, so
// the forms' radio group and the lists' queries import it without the schema.

/** `public`: listed everywhere; `unlisted`: readable by link, never listed; `private`: its author's alone. */
export const VISIBILITIES = ['public', 'unlisted', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** A new recipe's, and the value a recipe written before the field existed counts as having. */
export const DEFAULT_VISIBILITY: Visibility = 'public';

/**
 * The one value a public list (All Recipes, search, Home, top-liked, the
 * sitemap, the API's lists, the kept totals) shows: every such query asks for
 * `where(LISTED_VISIBILITY_FILTER)`, which is also what the rules let a list
 * of other cooks' recipes ask for.
 */
export const LISTED_VISIBILITY: Visibility = 'public';
export const LISTED_VISIBILITY_FILTER = ['visibility', '==', LISTED_VISIBILITY] as const;

const isVisibility = (value: unknown): value is Visibility => VISIBILITIES.includes(value as Visibility);

/** The stored value, or the default for a recipe written before the field (or with one the schema does not know). */
export const visibilityOf = (recipe: { visibility?: unknown }): Visibility =>
  isVisibility(recipe.visibility) ? recipe.visibility : DEFAULT_VISIBILITY;

/** Whether the recipe belongs in public lists and counts in the public totals. */
export const isListed = (recipe: { visibility?: unknown }): boolean => visibilityOf(recipe) === LISTED_VISIBILITY;

/**
 * Whether `viewerUid` (undefined: signed out, or unknown to a server render)
 * may read the recipe: anyone for public and unlisted ones, its author alone
 * for a private one.
 */
export const canRead = (recipe: { visibility?: unknown; ownerUid: string }, viewerUid: string | undefined): boolean =>
  visibilityOf(recipe) !== 'private' || (viewerUid !== undefined && viewerUid === recipe.ownerUid);

/** What the forms offer ("Who can see this?") and My Recipes' badge says. */
export const VISIBILITY_CHOICES: readonly { value: Visibility; label: string; hint: string }[] = [
  { value: 'public', label: 'Public', hint: 'everyone, listed' },
  { value: 'unlisted', label: 'Unlisted', hint: 'anyone with the link' },
  { value: 'private', label: 'Private', hint: 'only you' },
];

export const visibilityLabel = (visibility: Visibility): string =>
  VISIBILITY_CHOICES.find((choice) => choice.value === visibility)?.label ?? visibility;
