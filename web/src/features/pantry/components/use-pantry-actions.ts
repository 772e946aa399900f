// What a press on the pantry page does. A food added waits for the server
// (the form says what went wrong under the field); a removal shows at once
// from the local cache, like the shopping list's, and a refusal that comes
// back later is told in a toast. "I used it up" and "Add the missing" put
// foods on the shopping list through its own add, with its limit.
import { notify } from '@/components/ui/toast';
import { describeError } from '@/lib/describe-error';
import { lazyAction } from '@/lib/lazy-action';
import type { ListPlace } from '@/lib/list-place';
import type { PantryRecipe } from '../api/pantry-recipes';
import type { PantryWrites, ShoppingListPort } from './pantry-ports';

// The ingredient parser that makes the items comes with the first press.
const itemsForFoods = lazyAction(() => import('../shopping-foods').then((module) => module.itemsForFoods));

const capitalised = (food: string) => food.charAt(0).toUpperCase() + food.slice(1);
const itemsWord = (count: number) => (count === 1 ? '1 item' : `${count} items`);

export interface PantryActions {
  /** Adds a canonical food; throws (PantryFullError, a refused write) for the form to say why. */
  add: (food: string) => Promise<void>;
  remove: (food: string) => void;
  /** Takes the food off the pantry and puts it on the shopping list; says how it went. */
  usedUp: (food: string) => Promise<void>;
  /** Puts the foods the recipe lacks on the shopping list, under the recipe; whether they went on. */
  addMissing: (match: PantryRecipe) => Promise<boolean>;
}

export function usePantryActions(
  place: ListPlace,
  /** The pantry as shown: what is on hand already, and how many more fit. */
  foods: readonly string[],
  { writes, shoppingList }: { writes: PantryWrites; shoppingList: ShoppingListPort },
): PantryActions {
  const shoppingFailure = (error: unknown) => shoppingList.refusal(error) ?? describeError(error);
  const remove = (food: string) =>
    writes
      .remove(place, [food])
      .catch((error: unknown) => notify.error(`Could not remove ${food} from your pantry. ${describeError(error)}`));
  return {
    add: async (food) => {
      const { added, outcome } = await writes.add(place, [food], foods);
      if (added.length === 0) notify.info(`${capitalised(food)} is in your pantry already.`);
      else if (outcome === 'sent') notify.success(`Added ${food} to your pantry.`);
    },
    remove: (food) => {
      void remove(food);
      notify.success(`Removed ${food} from your pantry.`);
    },
    usedUp: async (food) => {
      // The list first: a full list leaves the food where it is, and nothing changed.
      try {
        const outcome = await shoppingList.add(place, await itemsForFoods([food]));
        void remove(food);
        if (outcome === 'sent') notify.success(`${capitalised(food)} used up: added to your shopping list.`);
      } catch (error) {
        notify.error(`${capitalised(food)} was not used up. ${shoppingFailure(error)}`);
      }
    },
    addMissing: async ({ recipe, missing }) => {
      try {
        const outcome = await shoppingList.add(place, await itemsForFoods(missing, recipe));
        if (outcome === 'sent') {
          notify.success(`Added ${itemsWord(missing.length)} to your shopping list: ${missing.join(', ')}.`);
        }
        return true;
      } catch (error) {
        notify.error(`Nothing was added to your shopping list. ${shoppingFailure(error)}`);
        return false;
      }
    },
  };
}
