// Firestore paths of the data model (docs/data-model.md), named once.
export const RECIPES = 'recipes';
export const LIKES = 'likes';
export const REVIEWS = 'reviews';
export const USERS = 'users';
export const WISHLIST = 'wishlist';
export const SHOPPING_LIST = 'shoppingList';
/** A cook's meal plan: planned recipes and notes by date and meal. */
export const MEAL_PLAN = 'mealPlan';
/** Personal access tokens (hashes only): the Admin SDK's alone, denied to every browser. */
export const API_TOKENS = 'apiTokens';
/** Meal plan calendar feed keys (hashes only, one per cook): the Admin SDK's alone, denied to every browser. */
export const MEAL_PLAN_FEED_KEYS = 'mealPlanFeedKeys';
/** Households: cooks sharing a meal plan and a shopping list, under the same names as a cook's own. */
export const HOUSEHOLDS = 'households';
/** A household's invitations (hashes only): the Admin SDK's alone, denied to every browser. */
export const INVITES = 'invites';
/** The cooks a household's owner removed (one per uid): the Admin SDK's alone, denied to every browser. */
export const REMOVED_MEMBERS = 'removedMembers';
/** A cook's pantry (or their household's): one document, `{root}/pantry/foods`. */
export const PANTRY = 'pantry';
export const PANTRY_DOCUMENT = 'foods';
/** Collections: a cook's named, ordered lists of recipes, each public, unlisted or private. */
export const COLLECTIONS = 'collections';

/** A cook's own document: their preferences (and, the backend's, their household's id). */
export const userPath = (uid: string) => `${USERS}/${uid}`;
export const recipePath = (recipeId: string) => `${RECIPES}/${recipeId}`;
export const likePath = (recipeId: string, uid: string) => `${RECIPES}/${recipeId}/${LIKES}/${uid}`;
export const wishlistPath = (uid: string, recipeId: string) => `${USERS}/${uid}/${WISHLIST}/${recipeId}`;
export const reviewPath = (recipeId: string, uid: string) => `${RECIPES}/${recipeId}/${REVIEWS}/${uid}`;
export const shoppingItemPath = (uid: string, itemId: string) => `${USERS}/${uid}/${SHOPPING_LIST}/${itemId}`;
export const mealPlanEntryPath = (uid: string, entryId: string) => `${USERS}/${uid}/${MEAL_PLAN}/${entryId}`;
export const mealPlanFeedKeyPath = (uid: string) => `${MEAL_PLAN_FEED_KEYS}/${uid}`;
export const collectionPath = (collectionId: string) => `${COLLECTIONS}/${collectionId}`;
export const householdPath = (householdId: string) => `${HOUSEHOLDS}/${householdId}`;
/** The pantry under `root`: `users/{uid}` or `households/{householdId}`. */
export const pantryPath = (root: string) => `${root}/${PANTRY}/${PANTRY_DOCUMENT}`;
export const householdMealPlanEntryPath = (householdId: string, entryId: string) =>
  `${householdPath(householdId)}/${MEAL_PLAN}/${entryId}`;
export const householdShoppingItemPath = (householdId: string, itemId: string) =>
  `${householdPath(householdId)}/${SHOPPING_LIST}/${itemId}`;
export const householdInvitePath = (householdId: string, inviteId: string) =>
  `${householdPath(householdId)}/${INVITES}/${inviteId}`;
export const removedMemberPath = (householdId: string, uid: string) =>
  `${householdPath(householdId)}/${REMOVED_MEMBERS}/${uid}`;
