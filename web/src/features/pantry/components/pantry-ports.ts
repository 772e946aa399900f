// What the pantry page is handed: by its route, the parts of other features
// it shows or writes to (features do not import each other), and by its live
// view (pantry-view.tsx) its own reads and writes. A component test hands in
// its own of each.
import type { ListedRecipe } from '@recipe-book/schema/listed-recipe';
import type { ShoppingItemInput } from '@recipe-book/schema/shopping-list';
import type { ComponentType } from 'react';
import type { ListPlace } from '@/lib/list-place';
import type { WriteOutcome } from '@/lib/settle-write';
import type { PantryAdded } from '../api/change-pantry';
import type { PantryRecipe } from '../api/pantry-recipes';

/** The shopping list's own add, with its 500-item limit. */
export interface ShoppingListPort {
  add: (place: ListPlace, items: readonly ShoppingItemInput[]) => Promise<WriteOutcome>;
  /** The list's own sentence for a refusal (a full list), if the error is one. */
  refusal: (error: unknown) => string | undefined;
}

/** All Recipes' card. */
export type RecipeCardSlot = ComponentType<{
  recipe: ListedRecipe;
  layout: 'grid';
  /** Load the image at once (cards visible on first paint). */
  eager: boolean;
  headingLevel: 'h3';
}>;

/** The food suggestions All Recipes' search box shows for what is typed, as buttons; nothing when none. */
export type FoodSuggestionsSlot = ComponentType<{ text: string; label: string; onPick: (food: string) => void }>;

/** The pantry's writes (api/change-pantry.ts). */
export interface PantryWrites {
  add: (place: ListPlace, foods: readonly string[], onHand?: readonly string[]) => Promise<PantryAdded>;
  remove: (place: ListPlace, foods: readonly string[]) => Promise<void>;
}

export interface PantryPorts {
  writes: PantryWrites;
  /** "What can I cook?" as the REST API answers it (api/pantry-recipes.ts); the same function every render. */
  listRecipes: () => Promise<PantryRecipe[]>;
  shoppingList: ShoppingListPort;
  card: RecipeCardSlot;
  suggestions: FoodSuggestionsSlot;
}
