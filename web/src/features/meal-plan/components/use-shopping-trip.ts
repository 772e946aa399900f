// "Add to shopping list" for a day, the week or the entries chosen: one trip
// (a recipe planned twice is bought once, at the servings added up), put on
// the list by the shopping list's own add (handed in by the route: features
// do not import each other), with its 500-item limit. Notes and removed
// recipes go nowhere, and the message names them.
import { createElement, useState } from 'react';
import type { ShoppingItemInput } from '@recipe-book/schema/shopping-list';
import { notify } from '@/components/ui/toast';
import type { ListPlace } from '@/lib/list-place';
import type { WriteOutcome } from '@/lib/settle-write';
import { useDataChanged } from '@/lib/use-data-changed';
import { planShoppingTripFor } from '../api/plan-shopping-trip';
import { entryName, type MealPlanEntry } from '../meal-plan-entry';
import { ShoppingTripMessage } from './shopping-trip-message';
import { writeFailure } from './use-planner-actions';

/** The shopping list, as the planner uses it. */
export interface ShoppingListPort {
  add: (place: ListPlace, items: readonly ShoppingItemInput[]) => Promise<WriteOutcome>;
  /** The list's own sentence for a refusal (a full list), if the error is one. */
  refusal: (error: unknown) => string | undefined;
}

export function useShoppingTrip(place: ListPlace, shoppingList: ShoppingListPort) {
  const dataChanged = useDataChanged();
  const [busy, setBusy] = useState<string>();
  /** `what`: which entries, in words ("Monday 23 November", "this week", "the 3 selected entries"). */
  const shop = async (entries: readonly MealPlanEntry[], what: string, key: string) => {
    setBusy(key);
    try {
      const trip = await planShoppingTripFor(entries);
      const byId = new Map(entries.map((entry) => [entry.id, entry]));
      const skipped = trip.skipped.map(({ id, reason }) => ({
        name: entryName(byId.get(id) ?? { recipeTitle: null, note: '' }),
        reason,
      }));
      if (trip.items.length === 0) {
        notify.error(
          skipped.length === 0
            ? `Nothing to add: ${what} has no meals planned.`
            : `Nothing to add from ${what}: ${skipped.map((skip) => `“${skip.name}” (${skip.reason === 'note' ? 'a note' : 'recipe removed'})`).join(', ')}.`,
        );
        return;
      }
      const outcome = await shoppingList.add(place, trip.items);
      dataChanged();
      if (outcome === 'sent') {
        notify.success(
          createElement(ShoppingTripMessage, { count: trip.items.length, recipes: trip.recipes, skipped }),
        );
      }
    } catch (error) {
      notify.error(`Nothing was added to your shopping list. ${shoppingList.refusal(error) ?? writeFailure(error)}`);
    } finally {
      setBusy(undefined);
    }
  };
  return { shop, busy };
}
